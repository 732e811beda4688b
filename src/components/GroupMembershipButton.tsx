// The button that joins, asks to join, withdraws a request or leaves a group; the member's unsent action shows its state.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalGroup } from '../../schema/local-db';
import { getEngine } from '../data/engine';
import { useLocalMessage } from '../i18n/use-local-message';
import { errorMessage } from '../lib/error-message';
import { leavingLosesPosts, membershipAction, type MembershipAction } from '../lib/group-rules';
import ConfirmDialog from './ConfirmDialog';
import UnsentControls from './UnsentControls';

/** The button's word, and its name with the group's (the posts namespace). Beside the "Request pending" badge one word
 * is enough, and fits a phone's card: "Withdraw". */
const labels = {
  join: ['membership.join', 'membership.joinGroup'],
  request: ['membership.request', 'membership.requestGroup'],
  cancelRequest: ['membership.cancelRequest', 'membership.cancelRequestGroup'],
  leave: ['membership.leave', 'membership.leaveGroup'],
} as const satisfies Record<MembershipAction, readonly [string, string]>;

export default function GroupMembershipButton({ group }: { group: LocalGroup }) {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { t } = useTranslation('posts');
  const local = useLocalMessage();
  const action = membershipAction(group);
  const pending = group.pending_membership;

  const run = (chosen: MembershipAction) => {
    setConfirming(false);
    setError(null);
    const groups = getEngine().groups;
    const target = { id: group.id, key: group.key };
    const call = chosen === 'leave' ? groups.leave(target) : chosen === 'cancelRequest' ? groups.cancelRequest(target) : groups.join(target);
    call.catch((err: unknown) => setError(errorMessage(err)));
  };

  return (
    <div className="membership-action">
      {action && (
        <button
          type="button"
          className={`button button--small${action === 'leave' || action === 'cancelRequest' ? ' button--quiet' : ''}`}
          aria-label={t(labels[action][1], { group: group.name })}
          onClick={() => (action === 'leave' && leavingLosesPosts(group) ? setConfirming(true) : run(action))}
        >
          {t(labels[action][0])}
        </button>
      )}
      {pending?.status === 'failed' && <UnsentControls status="failed" clientId={pending.client_id} error={pending.error} />}
      {error && (
        <p className="form-error" role="alert">
          {local(error)}
        </p>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('membership.leaveTitle', { group: group.name })}
          text={t('membership.leaveText')}
          confirmLabel={t('membership.leave')}
          onConfirm={() => run('leave')}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
