// /profile/settings/push-notifications: push on this device, on or off, and what the browser allows; which kinds of activity notify is the notification centre's.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/router';
import { turnOffPush, turnOnPush } from '../../app/push-device';
import { pushOffered, pushPermission } from '../../app/push-permission';
import { href } from '../../app/links';
import { rememberPushTurnedOff } from '../../app/push-prompt-memory';
import { useSession } from '../../app/session-context';
import BackButton from '../../components/BackButton';
import FormAlert from '../../components/FormAlert';
import { useAccountAction } from '../../hooks/use-account-action';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useKv } from '../../hooks/use-kv';
import { useOnline } from '../../hooks/use-online';
import { withSlot } from '../../i18n/with-slot';
import type { PushPermission } from '../../lib/push-prompt';

/** Which of the push states' sentences (the `profile` words' push.*) this device is in. */
function pushState(permission: PushPermission, registered: boolean, available: boolean) {
  if (permission === 'unsupported' || !available) return 'unsupported';
  if (permission === 'denied') return 'denied';
  if (permission === 'granted' && registered) return 'on';
  return 'off';
}

export default function PushSettingsScreen() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('push.title'));
  const { configuration, userData } = useSession();
  const userId = userData?.user.id;
  const registration = useKv('pushRegistration');
  const online = useOnline();
  const { busy, error, run } = useAccountAction();
  // The browser's permission changes outside the app (its settings): read again whenever the member comes back.
  const [permission, setPermission] = useState(pushPermission);
  useEffect(() => {
    const again = () => setPermission(pushPermission());
    document.addEventListener('visibilitychange', again);
    return () => document.removeEventListener('visibilitychange', again);
  }, []);

  const notifications = configuration?.notifications ?? null;
  const available = pushOffered(notifications);
  const registered = registration !== null && registration !== undefined;
  const on = permission === 'granted' && registered;
  const canChange = available && permission !== 'unsupported' && permission !== 'denied';
  /** Remembered before the device's registration goes, so the app does not register it again by itself meanwhile. */
  const turnedOff = (off: boolean) => userId !== undefined && rememberPushTurnedOff(userId, off);
  const turnOn = () => {
    turnedOff(false);
    void run(() => turnOnPush(notifications)).then(() => setPermission(pushPermission()));
  };
  const turnOff = () => {
    turnedOff(true);
    void run(() => turnOffPush()).then((r) => r?.ok || turnedOff(false));
  };

  return (
    <div className="stack" data-testid="push-settings">
      <div className="screen-header">
        <BackButton />
        <h1>{t('push.title')}</h1>
      </div>
      <section className="card form" aria-labelledby="push-device-title">
        <h2 id="push-device-title">{t('push.thisDevice')}</h2>
        <p data-testid="push-state">{t(`push.${pushState(permission, registered, available)}`)}</p>
        <FormAlert error={error} />
        {canChange && (
          <div>
            <button type="button" className={on ? 'button button--quiet' : 'button'} onClick={on ? turnOff : turnOn} disabled={busy || !online}>
              {busy ? t('saving') : on ? t('push.turnOff') : t('push.turnOn')}
            </button>
            {!online && <p className="muted">{t('push.offline')}</p>}
          </div>
        )}
      </section>
      <section className="card form" aria-labelledby="push-kinds-title">
        <h2 id="push-kinds-title">{t('push.kindsTitle')}</h2>
        <p>
          {withSlot(
            (link) => t('push.kinds', { link }),
            <Link to={href('notificationsCentreSettings')}>{t('push.kindsLink')}</Link>,
          )}
        </p>
      </section>
    </div>
  );
}
