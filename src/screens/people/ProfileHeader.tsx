// A member's profile head: avatar, name, role, joined date, bio, public answers, follow counts and badges (all as text).
import { Link } from '../../app/router';
import type { Member } from '../../../schema/members';
import type { LocalProfile } from '../../../schema/local-db';
import { href } from '../../app/links';
import Avatar from '../../components/Avatar';
import { formatCount } from '../../lib/format-count';

const joined = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' });

export default function ProfileHeader({ card, profile }: { card: Member; profile?: LocalProfile }) {
  return (
    <section className="card profile-head" aria-labelledby="profile-name" data-testid="profile-head">
      <div className="profile-head__top">
        <Avatar author={card} size={72} />
        <div className="profile-head__names">
          <h1 id="profile-name">{card.display_name}</h1>
          {profile?.role_label && <span className="profile-role">{profile.role_label}</span>}
          {profile && <p className="muted">Joined {joined.format(new Date(profile.joined_at))}</p>}
        </div>
      </div>
      {profile && (
        <>
          {profile.bio && <p className="profile-bio">{profile.bio}</p>}
          {profile.fields.length > 0 && (
            <dl className="profile-fields">
              {profile.fields.map((f) => (
                <div key={f.name}>
                  <dt>{f.name}</dt>
                  <dd>{f.value}</dd>
                </div>
              ))}
            </dl>
          )}
          <p className="profile-counts" data-testid="profile-counts">
            <span>
              <strong data-testid="followers-count">{formatCount(profile.followers_count)}</strong> followers
            </span>
            <span>
              <strong>{formatCount(profile.following_count)}</strong> following
            </span>
          </p>
          {profile.badges.length > 0 && (
            <ul className="profile-badges" aria-label="Badges">
              {profile.badges.map((b) => (
                <li key={b.key}>
                  <Link to={href('profileBadge', { id: profile.id, badgeKey: b.key })} className="profile-badge" data-testid="profile-badge">
                    <img src={b.image_url} alt="" width={32} height={32} />
                    <span>{b.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
