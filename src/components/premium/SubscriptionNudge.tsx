// The feed's nudge (configuration subscription_nudges): members without a plan are invited to the paywall (source paywall_nudge_banner); dismissed, it stays away on this device.
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/router';
import { href } from '../../app/links';
import { rememberPaywallSource } from '../../app/paywall-source';
import { useSession } from '../../app/session-context';
import { storedText } from '../../lib/browser-storage';
import LockIcon from './LockIcon';
import { isolate } from '../../i18n/isolate';

const dismissed = storedText('local', 'community.subscriptionNudgeDismissed');

export default function SubscriptionNudge() {
  const { t } = useTranslation('posts');
  const { configuration, userData } = useSession();
  const gone = useSyncExternalStore(dismissed.subscribe, () => dismissed.get() !== null, () => true);
  // When the feed opened: a period ending while it stays open changes nothing here until it opens again.
  const [now] = useState(Date.now);
  // A plan held: a subscription not ended whose period (or grace) still runs.
  const holds = (userData?.owned_web_subscriptions ?? []).some(
    (s) => s.ended_at === null && [s.current_period_end, s.grace_ends_at].some((end) => end != null && Date.parse(end) > now),
  );
  if (!configuration?.subscription_nudges || !userData || userData.user.role === 'admin' || holds || gone) return null;
  return (
    <aside className="card notice subscription-nudge" data-testid="subscription-nudge">
      <LockIcon />
      <p className="subscription-nudge__words">{t('premium.nudge', { community: isolate(configuration.app_name) })}</p>
      <Link className="button button--small" to={href('paywall', {})} onClick={() => rememberPaywallSource({ type: 'paywall_nudge_banner' })} data-testid="nudge-join">
        {t('premium.seePlans')}
      </Link>
      <button type="button" className="button button--quiet button--small" onClick={() => dismissed.set(new Date().toISOString())} data-testid="nudge-dismiss">
        {t('premium.dismiss')}
      </button>
    </aside>
  );
}
