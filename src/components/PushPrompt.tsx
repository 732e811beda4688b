// The app's own offer to turn on push notifications, at a sensible moment (src/lib/push-prompt.ts); the browser's question comes only when the member accepts.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { pushPermission, turnOnPush } from '../app/push-device';
import { earlierAppStarts, pushPromptSkips, skipPushPrompt } from '../app/push-prompt-memory';
import { useSession } from '../app/session-context';
import { useAccountAction } from '../hooks/use-account-action';
import { useKv } from '../hooks/use-kv';
import { useOnline } from '../hooks/use-online';
import { pushPromptAction } from '../lib/push-prompt';
import FormAlert from './FormAlert';

export default function PushPrompt() {
  const { signedIn, configuration, userData } = useSession();
  const registration = useKv('pushRegistration');
  const online = useOnline();
  const { busy, error, run } = useAccountAction();
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  const [navigated, setNavigated] = useState(false);
  const [closed, setClosed] = useState(false);
  // The time the prompt was first considered: a skip's wait is measured against it.
  const [now] = useState(() => Date.now());
  const quietTried = useRef(false);
  useEffect(() => {
    if (pathname !== firstPath.current) setNavigated(true);
  }, [pathname]);

  const userId = userData?.user.id;
  const notifications = configuration?.notifications ?? null;
  const action =
    signedIn && userId !== undefined && registration !== undefined && notifications?.vapid_public_key
      ? pushPromptAction({
          permission: pushPermission(),
          registered: registration !== null,
          earlierVisits: earlierAppStarts(),
          navigated,
          skips: pushPromptSkips(userId),
          online,
          now,
        })
      : 'none';

  // Allowed before (another session on this device, or the settings screen): registered again without a word.
  useEffect(() => {
    if (action !== 'register' || quietTried.current) return;
    quietTried.current = true;
    void turnOnPush(notifications);
  }, [action, notifications]);

  if (closed || userId === undefined || (action !== 'ask' && !error)) return null;
  const notNow = () => {
    skipPushPrompt(userId);
    setClosed(true);
  };
  const turnOn = () => void run(() => turnOnPush(notifications)).then((r) => r?.ok && setClosed(true));

  return (
    <div className="card push-prompt" role="region" aria-label="Notifications" data-testid="push-prompt">
      <p className="push-prompt__text">
        <strong>Turn on notifications?</strong> Hear about replies, mentions and new posts in your groups, even when the app is closed.
      </p>
      <FormAlert error={error} />
      <div className="push-prompt__actions">
        <button type="button" className="button button--small button--quiet" onClick={notNow} disabled={busy}>
          Not now
        </button>
        <button type="button" className="button button--small" onClick={turnOn} disabled={busy}>
          {busy ? 'Turning on…' : 'Turn on'}
        </button>
      </div>
    </div>
  );
}
