// /profile/{id?}: a member's profile (one's own without an id); the device's copy or card at once, the server's when it answers.
import { useTranslation } from 'react-i18next';
import { useParams } from '../../app/router';
import ScreenSkeleton from '../../components/ScreenSkeleton';
import NotOnDevice from '../../components/NotOnDevice';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useEngineLoad } from '../../hooks/use-engine-load';
import { useKv } from '../../hooks/use-kv';
import { useHeldPerson } from '../../hooks/use-people';
import { useLocalMessage } from '../../i18n/use-local-message';
import MemberPosts from './MemberPosts';
import ProfileActions from './ProfileActions';
import ProfileHeader from './ProfileHeader';

export default function ProfileScreen() {
  // The member's posts are drawn by the search screen's list: its words load with these, so the profile shows at once.
  const { t } = useTranslation(['people', 'messages', 'search']);
  const local = useLocalMessage();
  const param = useParams().id;
  const selfId = useKv('session')?.user_id ?? null;
  const id = param === undefined ? selfId : Number(param);
  const valid = id !== null && Number.isInteger(id) && id > 0;
  const held = useHeldPerson(valid ? id : null);
  const load = useEngineLoad(valid ? `profile:${id}` : null, (engine) => engine.people.loadProfile(id!));
  const card = held?.profile ?? held?.card;
  useDocumentTitle(card?.display_name ?? t('profile.title'));

  if (!valid) return <p className="card empty">{t('messages:memberNotFound')}</p>;
  if (held === undefined) return <ScreenSkeleton label={t('profile.loading')} cards={1} />;
  if (!card) return <NotOnDevice fetching={load.fetching} error={load.error} retry={load.retry} loadingText={t('profile.loading')} />;

  return (
    <div className="stack" data-testid="profile-screen">
      <ProfileHeader card={card} profile={held.profile} />
      {held.profile ? (
        <ProfileActions profile={held.profile} />
      ) : (
        load.error && (
          <p className="card notice" role="status">
            {local(load.error)}
          </p>
        )
      )}
      {!held.profile?.blocked && <MemberPosts memberId={id} name={card.display_name} />}
    </div>
  );
}
