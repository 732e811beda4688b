// The top bar's small status: offline, writes waiting to be sent, writes refused.
import { useConnectivity } from '../hooks/use-connectivity';

export default function ConnectivityIndicator() {
  const { online, pending, failed } = useConnectivity();
  const parts: string[] = [];
  if (!online) parts.push('Offline');
  if (pending > 0) parts.push(`${pending} waiting to send`);
  if (failed > 0) parts.push(`${failed} not sent`);
  return (
    <span
      className={`connectivity${online ? '' : ' connectivity--offline'}${failed > 0 ? ' connectivity--failed' : ''}`}
      data-testid="connectivity"
      data-online={online}
      data-pending={pending}
      data-failed={failed}
      role="status"
      aria-live="polite"
    >
      {parts.join(' · ')}
    </span>
  );
}
