// The button that joins, asks to join, withdraws a request or leaves a group; the member's unsent action shows its state.
import { useState } from 'react';
import type { LocalGroup } from '../../schema/local-db';
import { getEngine } from '../data/engine';
import { errorMessage } from '../lib/error-message';
import { leavingLosesPosts, membershipAction, type MembershipAction } from '../lib/group-rules';
import ConfirmDialog from './ConfirmDialog';
import UnsentControls from './UnsentControls';

const labels: Record<MembershipAction, string> = {
  join: 'Join',
  request: 'Ask to join',
  // Beside the "Request pending" badge: the one word is enough, and fits a phone's card.
  cancelRequest: 'Withdraw',
  leave: 'Leave',
};

export default function GroupMembershipButton({ group }: { group: LocalGroup }) {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
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
          aria-label={`${action === 'cancelRequest' ? 'Withdraw request' : labels[action]} ${group.name}`}
          onClick={() => (action === 'leave' && leavingLosesPosts(group) ? setConfirming(true) : run(action))}
        >
          {labels[action]}
        </button>
      )}
      {pending?.status === 'failed' && <UnsentControls status="failed" clientId={pending.client_id} error={pending.error} />}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {confirming && (
        <ConfirmDialog
          title={`Leave ${group.name}?`}
          text="Only members can read this group: its posts leave this device, and you would have to ask to join again."
          confirmLabel="Leave"
          onConfirm={() => run('leave')}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
