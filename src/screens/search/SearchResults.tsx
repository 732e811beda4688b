// One mode's search results: posts as links to their screen, members as cards, groups as in the groups list, library finds by type.
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/router';
import type { Group } from '../../../schema/groups';
import type { LocalGroup } from '../../../schema/local-db';
import type { Member } from '../../../schema/members';
import type { SearchMode } from '../../../schema/search';
import { href } from '../../app/links';
import Avatar from '../../components/Avatar';
import LibraryHitList, { type FoundLibraryItem } from '../../components/library/LibraryHitList';
import RelativeTime from '../../components/RelativeTime';
import { useGroups } from '../../hooks/use-groups';
import { isolate } from '../../i18n/isolate';
import GroupListItem from '../groups/GroupListItem';

/** What a found post shows, from the server's answer or the device's rows alike. */
export interface FoundPost {
  id: number;
  body: string;
  created_at: string;
  wall_key: string;
  author: Member;
}

export interface Found {
  posts?: FoundPost[];
  members?: Member[];
  groups?: (Group | LocalGroup)[];
  folders?: FoundLibraryItem[];
}

const EXCERPT = 220;
const excerpt = (body: string) => (body.length > EXCERPT ? `${body.slice(0, EXCERPT - 1)}…` : body);
const asLocal = (g: Group | LocalGroup): LocalGroup => ('is_mine' in g ? g : { ...g, is_mine: g.membership_status === 'member' ? 1 : 0 });

export default function SearchResults({ mode, found }: { mode: SearchMode; found: Found }) {
  const { t } = useTranslation('search');
  const groups = useGroups();
  const groupName = (key: string) => groups?.find((g) => g.key === key)?.name ?? key;
  if (mode === 'posts') {
    return (
      <ul className="plain-list" data-testid="search-results">
        {(found.posts ?? []).map((p) => (
          <li key={p.id}>
            <Link className="card search-post" to={href('post', { postId: p.id })} data-testid="search-post">
              <span className="search-post__meta">
                <Avatar author={p.author} size={24} />
                <bdi className="search-post__author">{p.author.display_name}</bdi>
                <span className="muted">
                  {t('inGroup', { group: isolate(groupName(p.wall_key)) })} · <RelativeTime iso={p.created_at} />
                </span>
              </span>
              <span className="search-post__body" dir="auto">{excerpt(p.body)}</span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  if (mode === 'folders') return <LibraryHitList hits={found.folders ?? []} />;
  if (mode === 'members') {
    return (
      <ul className="plain-list" data-testid="search-results">
        {(found.members ?? []).map((m) => (
          <li key={m.id}>
            <Link to={href('profile', { id: m.id })} className="card search-member" data-testid="search-member">
              <Avatar author={m} size={32} />
              <bdi>{m.display_name}</bdi>
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="group-list" data-testid="search-results">
      {(found.groups ?? []).map((g) => (
        <GroupListItem key={g.key} group={asLocal(g)} />
      ))}
    </ul>
  );
}
