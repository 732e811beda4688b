// /profile/{id}/badges/{badgeKey}: one badge, what it is for, and whether (and when) the member earned it.
import { Link, useParams } from '../../app/router';
import { badgeCatalogue, isBadgeKey } from '../../../schema/badges';
import { href } from '../../app/links';
import BackButton from '../../components/BackButton';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useEngineLoad } from '../../hooks/use-engine-load';
import { useHeldPerson } from '../../hooks/use-people';

const earnedOn = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

export default function ProfileBadgeScreen() {
  const params = useParams();
  const id = Number(params.id);
  const key = params.badgeKey ?? '';
  const valid = Number.isInteger(id) && id > 0 && isBadgeKey(key);
  const held = useHeldPerson(valid ? id : null);
  useEngineLoad(valid ? `profile:${id}` : null, (engine) => engine.people.loadProfile(id));
  const facts = isBadgeKey(key) ? badgeCatalogue[key] : null;
  useDocumentTitle(facts?.name ?? 'Badge');

  if (!valid || !facts) return <p className="card empty">This badge does not exist.</p>;
  const name = held?.profile?.display_name ?? held?.card?.display_name;
  const earned = held?.profile?.badges.find((b) => b.key === key);
  return (
    <div className="stack" data-testid="badge-screen">
      <div className="screen-header">
        <BackButton fallback={href('profile', { id })} />
      </div>
      <section className="card badge-detail">
        <img src={facts.image_url} alt="" width={96} height={96} />
        <h1>{facts.name}</h1>
        <p>{facts.description}</p>
        {held?.profile && (
          <p className="muted" data-testid="badge-earned">
            {earned?.earned_at
              ? `${name} earned it on ${earnedOn.format(new Date(earned.earned_at))}.`
              : `${name} has not earned it yet.`}
          </p>
        )}
        {name && <Link to={href('profile', { id })}>Back to {name}'s profile</Link>}
      </section>
    </div>
  );
}
