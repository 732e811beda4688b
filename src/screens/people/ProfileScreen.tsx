// /profile/{id?}: a member's profile (one's own without an id); the device's copy or card at once, the server's when it answers.
import { useParams } from '../../app/router';
import { messages } from '../../../schema/messages';
import ScreenSkeleton from '../../components/ScreenSkeleton';
import NotOnDevice from '../../components/NotOnDevice';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useEngineLoad } from '../../hooks/use-engine-load';
import { useKv } from '../../hooks/use-kv';
import { useHeldPerson } from '../../hooks/use-people';
import MemberPosts from './MemberPosts';
import ProfileActions from './ProfileActions';
import ProfileHeader from './ProfileHeader';

export default function ProfileScreen() {
  const param = useParams().id;
  const selfId = useKv('session')?.user_id ?? null;
  const id = param === undefined ? selfId : Number(param);
  const valid = id !== null && Number.isInteger(id) && id > 0;
  const held = useHeldPerson(valid ? id : null);
  const load = useEngineLoad(valid ? `profile:${id}` : null, (engine) => engine.people.loadProfile(id!));
  const card = held?.profile ?? held?.card;
  useDocumentTitle(card?.display_name ?? 'Profile');

  if (!valid) return <p className="card empty">{messages.memberNotFound}</p>;
  if (held === undefined) return <ScreenSkeleton label="Loading profile…" cards={1} />;
  if (!card) return <NotOnDevice fetching={load.fetching} error={load.error} retry={load.retry} loadingText="Loading profile…" />;

  return (
    <div className="stack" data-testid="profile-screen">
      <ProfileHeader card={card} profile={held.profile} />
      {held.profile ? (
        <ProfileActions profile={held.profile} />
      ) : (
        load.error && (
          <p className="card notice" role="status">
            {load.error}
          </p>
        )
      )}
      {!held.profile?.blocked && <MemberPosts memberId={id} name={card.display_name} />}
    </div>
  );
}
