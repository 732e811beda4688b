// What a member may do on another's profile: follow or unfollow (outbox, shown at once), block or unblock, report; Edit on one's own.
import { useCallback, useState } from 'react';
import { Link, useNavigate } from '../../app/router';
import type { LocalProfile } from '../../../schema/local-db';
import { href } from '../../app/links';
import ConfirmDialog from '../../components/ConfirmDialog';
import FormAlert from '../../components/FormAlert';
import ReportAccountDialog from '../../components/ReportAccountDialog';
import UnsentControls from '../../components/UnsentControls';
import { getEngine } from '../../data/engine';
import { useAccountAction } from '../../hooks/use-account-action';
import { chatHrefOfUid } from '../chats/chat-links';

export default function ProfileActions({ profile }: { profile: LocalProfile }) {
  const [asking, setAsking] = useState(false);
  const [reporting, setReporting] = useState(false);
  const closeReport = useCallback(() => setReporting(false), []);
  const { busy, error, run } = useAccountAction();
  const pending = profile.pending_follow;
  const navigate = useNavigate();

  if (profile.is_self) {
    return (
      <p className="profile-actions">
        <Link className="button button--quiet" to={href('profileEdit')}>
          Edit profile
        </Link>
      </p>
    );
  }
  const toggleFollow = () => {
    const people = getEngine().people;
    const call = profile.following ? people.unfollow(profile.id, profile.display_name) : people.follow(profile.id, profile.display_name);
    call.catch((err: unknown) => console.warn('Could not queue the follow', err));
  };
  /** Their private chat: the one the device holds, else started now (sent when it can be). */
  const message = async () => {
    const started = await run(() => getEngine().chats.start([profile.id]));
    if (started?.ok) navigate(chatHrefOfUid(started.value));
  };
  const setBlocked = async (blocked: boolean) => {
    setAsking(false);
    await run(() => (blocked ? getEngine().people.block(profile.id) : getEngine().people.unblock(profile.id)));
  };

  return (
    <div className="stack">
      <p className="profile-actions">
        {!profile.blocked && (
          <button
            type="button"
            className={profile.following ? 'button button--quiet' : 'button'}
            aria-pressed={profile.following}
            onClick={toggleFollow}
            data-testid="follow-button"
          >
            {profile.following ? 'Following' : 'Follow'}
          </button>
        )}
        {!profile.blocked && (
          <button type="button" className="button button--quiet" disabled={busy} onClick={() => void message()} data-testid="message-button">
            Message
          </button>
        )}
        {profile.blocked ? (
          <button type="button" className="button button--quiet" disabled={busy} onClick={() => void setBlocked(false)} data-testid="unblock-button">
            Unblock
          </button>
        ) : (
          profile.can_block && (
            <button type="button" className="button button--quiet" disabled={busy} onClick={() => setAsking(true)} data-testid="block-button">
              Block
            </button>
          )
        )}
        <button type="button" className="button button--quiet" onClick={() => setReporting(true)}>
          Report
        </button>
      </p>
      {pending?.status && <UnsentControls status={pending.status} clientId={pending.client_id} error={pending.error} />}
      {profile.blocked && (
        <p className="card notice" role="status" data-testid="blocked-notice">
          You blocked {profile.display_name}. Their posts and comments are hidden from you.
        </p>
      )}
      <FormAlert error={error} />
      {asking && (
        <ConfirmDialog
          title={`Block ${profile.display_name}?`}
          text="Their posts and comments will be hidden from you. They will not be told. You can unblock them at any time."
          confirmLabel="Block"
          onConfirm={() => void setBlocked(true)}
          onCancel={() => setAsking(false)}
        />
      )}
      {reporting && <ReportAccountDialog accountId={profile.id} name={profile.display_name} onClose={closeReport} />}
    </div>
  );
}
