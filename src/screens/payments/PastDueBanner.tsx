// The layout's banner for a member whose renewal failed: what to do (update the card, pay) and when access ends, linking to membership.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '../../app/router';
import { href, matchRoute } from '../../app/links';
import { useSession } from '../../app/session-context';
import { formatDay } from '../../lib/price';
import { daysUntil, pastDueOf } from './past-due';

export default function PastDueBanner() {
  const { signedIn, userData } = useSession();
  const { t, i18n } = useTranslation('payments');
  const here = matchRoute(useLocation().pathname)?.name;
  // The clock of the visit, as the guards read it: a grace ending mid-visit shows at the next load.
  const [now] = useState(() => Date.now());
  const pastDue = signedIn ? pastDueOf(userData, now) : null;
  if (!pastDue || here === 'membership' || here === 'billing') return null;
  const days = pastDue.endsAt ? daysUntil(pastDue.endsAt, now) : null;
  return (
    <div className="card notice past-due-banner" role="status" data-testid="past-due-banner">
      <span>
        {t('banner.pastDue')}{' '}
        {days !== null &&
          pastDue.endsAt &&
          (days === 0 ? t('banner.endsToday') : t('banner.endsIn', { count: days, date: formatDay(pastDue.endsAt, i18n.language) }))}
      </span>
      <Link className="button button--small" to={href('membership')}>
        {t('banner.action')}
      </Link>
    </div>
  );
}
