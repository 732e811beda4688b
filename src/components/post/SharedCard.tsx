// The group or event a post shares, as a small card (a group links to its feed).
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/router';
import type { SharedItem } from '../../../schema/posts';
import { href } from '../../app/links';
import { formatDateTime } from '../../lib/date-time';

export default function SharedCard({ shared }: { shared: SharedItem | null }) {
  const { t } = useTranslation('posts');
  if (!shared) return null;
  if (shared.type === 'group')
    return (
      <Link className="shared-card" to={href('groups', { groupId: shared.key })} data-testid="shared-card">
        <span className="shared-card__kind">{t('card.group')}</span>
        <span className="shared-card__name" dir="auto">
          {shared.name}
        </span>
      </Link>
    );
  return (
    <div className="shared-card" data-testid="shared-card">
      <span className="shared-card__kind">{t('card.event')}</span>
      <span className="shared-card__name" dir="auto">
        {shared.name}
      </span>
      <time className="muted" dateTime={shared.starts_at}>
        {formatDateTime(shared.starts_at)}
      </time>
    </div>
  );
}
