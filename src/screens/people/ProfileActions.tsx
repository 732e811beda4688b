// What a member may do on another's profile: follow or unfollow (outbox, shown at once), block or unblock, report; Edit on one's own.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '../../app/router';
import type { LocalProfile } from '../../../schema/local-db';
import { href } from '../../app/links';
import ConfirmDialog from '../../components/ConfirmDialog';
import FormAlert from '../../components/FormAlert';
import ReportAccountDialog from '../../components/ReportAccountDialog';
import UnsentControls from '../../components/UnsentControls';
import { getEngine } from '../../data/engine';
import { useAccountAction } from '../../hooks/use-account-action';
import { isolate } from '../../i18n/isolate';
import { chatHrefOfUid } from '../chats/chat-links';

export default function ProfileActions({ profile }: { profile: LocalProfile }) {
  const { t } = useTranslation('people');
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
          {t('actions.editProfile')}
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
            {profile.following ? t('actions.following') : t('actions.follow')}
          </button>
        )}
        {!profile.blocked && (
          <button type="button" className="button button--quiet" disabled={busy} onClick={() => void message()} data-testid="message-button">
            {t('actions.message')}
          </button>
        )}
        {profile.blocked ? (
          <button type="button" className="button button--quiet" disabled={busy} onClick={() => void setBlocked(false)} data-testid="unblock-button">
            {t('unblock')}
          </button>
        ) : (
          profile.can_block && (
            <button type="button" className="button button--quiet" disabled={busy} onClick={() => setAsking(true)} data-testid="block-button">
              {t('actions.block')}
            </button>
          )
        )}
        <button type="button" className="button button--quiet" onClick={() => setReporting(true)}>
          {t('actions.report')}
        </button>
      </p>
      {pending?.status && <UnsentControls status={pending.status} clientId={pending.client_id} error={pending.error} />}
      {profile.blocked && (
        <p className="card notice" role="status" data-testid="blocked-notice">
          {t('actions.blockedNotice', { name: isolate(profile.display_name) })}
        </p>
      )}
      <FormAlert error={error} />
      {asking && (
        <ConfirmDialog
          title={t('actions.blockTitle', { name: isolate(profile.display_name) })}
          text={t('actions.blockText')}
          confirmLabel={t('actions.block')}
          onConfirm={() => void setBlocked(true)}
          onCancel={() => setAsking(false)}
        />
      )}
      {reporting && <ReportAccountDialog accountId={profile.id} name={profile.display_name} onClose={closeReport} />}
    </div>
  );
}
