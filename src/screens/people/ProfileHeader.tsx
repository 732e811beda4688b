// A member's profile head: avatar, name, role, joined date, bio, public answers, follow counts and badges (all as text).
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/router';
import { isBadgeKey } from '../../../schema/badges';
import type { Member } from '../../../schema/members';
import type { LocalProfile } from '../../../schema/local-db';
import { href } from '../../app/links';
import Avatar from '../../components/Avatar';
import { withSlot } from '../../i18n/with-slot';
import { formatCount } from '../../lib/format-count';

export default function ProfileHeader({ card, profile }: { card: Member; profile?: LocalProfile }) {
  const { t, i18n } = useTranslation('people');
  const joined = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' });
  return (
    <section className="card profile-head" aria-labelledby="profile-name" data-testid="profile-head">
      <div className="profile-head__top">
        <Avatar author={card} size={72} />
        <div className="profile-head__names">
          <h1 id="profile-name">
            <bdi>{card.display_name}</bdi>
          </h1>
          {profile?.role_label && <bdi className="profile-role">{profile.role_label}</bdi>}
          {profile && <p className="muted">{t('profile.joined', { date: joined.format(new Date(profile.joined_at)) })}</p>}
        </div>
      </div>
      {profile && (
        <>
          {profile.bio && <p className="profile-bio" dir="auto">{profile.bio}</p>}
          {profile.fields.length > 0 && (
            <dl className="profile-fields">
              {profile.fields.map((f) => (
                <div key={f.name}>
                  <dt dir="auto">{f.name}</dt>
                  <dd dir="auto">{f.value}</dd>
                </div>
              ))}
            </dl>
          )}
          <p className="profile-counts" data-testid="profile-counts">
            {/* The number in bold inside the words, where each language puts it; the plural follows the count. */}
            <span>
              {withSlot(
                (number) => t('profile.followers', { count: profile.followers_count, number }),
                <strong data-testid="followers-count">{formatCount(profile.followers_count)}</strong>,
              )}
            </span>
            <span>{withSlot((number) => t('profile.following', { count: profile.following_count, number }), <strong>{formatCount(profile.following_count)}</strong>)}</span>
          </p>
          {profile.badges.length > 0 && (
            <ul className="profile-badges" aria-label={t('badges.title')}>
              {profile.badges.map((b) => (
                <li key={b.key}>
                  <Link to={href('profileBadge', { id: profile.id, badgeKey: b.key })} className="profile-badge" data-testid="profile-badge">
                    <img src={b.image_url} alt="" width={32} height={32} />
                    <span>{isBadgeKey(b.key) ? t(`badges.${b.key}.name`) : b.name}</span>
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
