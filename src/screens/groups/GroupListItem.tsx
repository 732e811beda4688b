// One group in the groups list: image, name, label, members count, unread posts, request state, and its membership button.
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/router';
import type { LocalGroup } from '../../../schema/local-db';
import { href } from '../../app/links';
import GroupMembershipButton from '../../components/GroupMembershipButton';
import { useUnreadPosts } from '../../hooks/use-unread-posts';
import { formatCount } from '../../lib/format-count';
import { membershipLabel, showsMembersCount } from '../../lib/group-rules';

export default function GroupListItem({ group }: { group: LocalGroup }) {
  // Shown in search results too: its words are the post kit's, loaded with the shell (src/app/screen-domain.ts).
  const { t } = useTranslation('posts');
  // Mandatory groups carry no label; the others say their kind in the page's language.
  const type = group.membership_type;
  const label = membershipLabel(type) && type !== 'mandatory' ? t(`groupCard.label.${type}`) : null;
  const unread = useUnreadPosts(group.key);
  return (
    <li className="group-card card">
      <Link className="group-item" to={href('groups', { groupId: group.key })} data-testid="group-item" data-group-key={group.key}>
        {group.image ? (
          <img className="group-item__image" src={group.image.small} alt="" loading="lazy" decoding="async" />
        ) : (
          <span className="group-item__image group-item__image--blank" aria-hidden="true">
            {group.name.charAt(0).toUpperCase()}
          </span>
        )}
        <span className="group-item__text">
          <bdi className="group-item__name">{group.name}</bdi>
          <span className="group-item__meta">
            {label && <span className="badge">{label}</span>}
            {showsMembersCount(group) && (
              <span>
                {t('groupCard.members', { count: group.members_count, n: formatCount(group.members_count) })}
              </span>
            )}
            {group.membership_status === 'pending' && <span className="badge badge--muted">{t('groupCard.requestPending')}</span>}
            {unread > 0 && (
              <span className="badge badge--new" data-testid="unread-posts">
                {t('groupCard.unread', { n: formatCount(unread) })}
              </span>
            )}
          </span>
        </span>
      </Link>
      <GroupMembershipButton group={group} />
    </li>
  );
}
