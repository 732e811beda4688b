// A list of member cards, each leading to the member's profile, with an optional action beside it.
import type { ReactNode } from 'react';
import { Link } from '../../app/router';
import type { Member } from '../../../schema/members';
import { href } from '../../app/links';
import Avatar from '../../components/Avatar';

export default function MemberList<M extends Member>({ members, action, testId }: { members: M[]; action?: (m: M) => ReactNode; testId: string }) {
  return (
    <ul className="plain-list member-list" data-testid={testId}>
      {members.map((m) => (
        <li key={m.id} className="card member-row">
          <Link to={href('profile', { id: m.id })} className="member-row__link" data-testid="member-link">
            <Avatar author={m} size={40} />
            <bdi className="member-row__name">{m.display_name}</bdi>
          </Link>
          {action?.(m)}
        </li>
      ))}
    </ul>
  );
}
