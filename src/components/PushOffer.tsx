// The app's own offer to turn on push notifications; the browser's question comes only when the member accepts.
import { useTranslation } from 'react-i18next';
import type { NotificationsConfig } from '../../schema/push';
import { turnOnPush } from '../app/push-device';
import { skipPushPrompt } from '../app/push-prompt-memory';
import { useAccountAction } from '../hooks/use-account-action';
import FormAlert from './FormAlert';

interface Props {
  /** the offer is due (PushPrompt); a refusal of the member's tap stays shown after it is not */
  ask: boolean;
  notifications: NotificationsConfig | null;
  userId: number;
  onClose(): void;
}

export default function PushOffer({ ask, notifications, userId, onClose }: Props) {
  const { busy, error, run } = useAccountAction();
  const { t } = useTranslation();
  if (!ask && !error) return null;
  const notNow = () => {
    skipPushPrompt(userId);
    onClose();
  };
  const turnOn = () => void run(() => turnOnPush(notifications)).then((r) => r?.ok && onClose());

  return (
    <div className="card push-prompt" role="region" aria-label={t('push.region')} data-testid="push-prompt">
      <p className="push-prompt__text">
        <strong>{t('push.question')}</strong> {t('push.why')}
      </p>
      <FormAlert error={error} />
      <div className="push-prompt__actions">
        <button type="button" className="button button--small button--quiet" onClick={notNow} disabled={busy}>
          {t('push.notNow')}
        </button>
        <button type="button" className="button button--small" onClick={turnOn} disabled={busy}>
          {busy ? t('push.turningOn') : t('push.turnOn')}
        </button>
      </div>
    </div>
  );
}
