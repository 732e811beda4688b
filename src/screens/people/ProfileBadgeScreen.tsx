// /profile/{id}/badges/{badgeKey}: one badge, what it is for, and whether (and when) the member earned it.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from '../../app/router';
import { badgeCatalogue, COMMENTS_FOR_BADGE, FOUNDING_MEMBERS, isBadgeKey, type BadgeKey } from '../../../schema/badges';
import { href } from '../../app/links';
import BackButton from '../../components/BackButton';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useEngineLoad } from '../../hooks/use-engine-load';
import { useHeldPerson } from '../../hooks/use-people';
import { isolate } from '../../i18n/isolate';

/** The number each badge's description names (schema/badges.ts), for its plural. */
const badgeCounts: Record<BadgeKey, number> = { founding_member: FOUNDING_MEMBERS, first_post: 1, ten_comments: COMMENTS_FOR_BADGE };

export default function ProfileBadgeScreen() {
  const { t, i18n } = useTranslation('people');
  const params = useParams();
  const id = Number(params.id);
  const key = params.badgeKey ?? '';
  const valid = Number.isInteger(id) && id > 0 && isBadgeKey(key);
  const held = useHeldPerson(valid ? id : null);
  useEngineLoad(valid ? `profile:${id}` : null, (engine) => engine.people.loadProfile(id));
  const facts = isBadgeKey(key) ? badgeCatalogue[key] : null;
  const badgeName = facts ? t(`badges.${facts.key}.name`) : null;
  useDocumentTitle(badgeName ?? t('badges.badge'));

  if (!valid || !facts) return <p className="card empty">{t('badges.missing')}</p>;
  const name = held?.profile?.display_name ?? held?.card?.display_name;
  const earned = held?.profile?.badges.find((b) => b.key === key);
  const earnedOn = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long', year: 'numeric' });
  const who = isolate(name ?? '');
  return (
    <div className="stack" data-testid="badge-screen">
      <div className="screen-header">
        <BackButton fallback={href('profile', { id })} />
      </div>
      <section className="card badge-detail">
        <img src={facts.image_url} alt="" width={96} height={96} />
        <h1>{badgeName}</h1>
        <p>{t(`badges.${facts.key}.description`, { count: badgeCounts[facts.key] })}</p>
        {held?.profile && (
          <p className="muted" data-testid="badge-earned">
            {earned?.earned_at
              ? t('badges.earnedOn', { name: who, date: earnedOn.format(new Date(earned.earned_at)) })
              : t('badges.notEarned', { name: who })}
          </p>
        )}
        {name && <Link to={href('profile', { id })}>{t('badges.backTo', { name: who })}</Link>}
      </section>
    </div>
  );
}
