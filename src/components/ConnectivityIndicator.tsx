// The top bar's compact status: offline, writes waiting to be sent, writes refused; the full sentence for screen readers.
import { useTranslation } from 'react-i18next';
import { useConnectivity } from '../hooks/use-connectivity';

export default function ConnectivityIndicator() {
  const { online, pending, failed } = useConnectivity();
  const { t } = useTranslation();
  const parts: string[] = [];
  if (!online) parts.push(t('connectivity.offline'));
  if (pending > 0) parts.push(t('connectivity.waiting', { count: pending }));
  if (failed > 0) parts.push(t('connectivity.notSent', { count: failed }));
  const unsent = pending + failed;
  const said = parts.join(' · ');
  return (
    <span
      className={`connectivity${online ? '' : ' connectivity--offline'}${failed > 0 ? ' connectivity--failed' : ''}`}
      data-testid="connectivity"
      data-online={online}
      data-pending={pending}
      data-failed={failed}
      role="status"
      aria-live="polite"
      title={said || undefined}
    >
      {said && <span className="visually-hidden">{said}</span>}
      {!online && (
        <span className="connectivity__state" aria-hidden="true">
          {t('connectivity.offline')}
        </span>
      )}
      {unsent > 0 && (
        <span className="connectivity__count" aria-hidden="true">
          {unsent}
        </span>
      )}
    </span>
  );
}
