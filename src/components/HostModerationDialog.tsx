// A host's moderation of a member (docs/product.md 6): shadowban or lift it, ban with or without unpublishing their content.
import { useState } from 'react';
import type { ModerationState } from '../../schema/moderation';
import { getEngine } from '../data/engine';
import { useAccountAction } from '../hooks/use-account-action';
import DialogFrame from './DialogFrame';
import FormAlert from './FormAlert';

interface Props {
  memberId: number;
  name: string;
  onClose(): void;
}

/** The member's state after a call, as a sentence. */
function stateSentence(name: string, state: ModerationState): string {
  if (state.banned_at) return `${name} is banned and signed out everywhere.`;
  return state.shadowbanned_at ? `${name} is shadowbanned: their posts and comments show to them alone.` : `${name} is no longer shadowbanned.`;
}

export default function HostModerationDialog({ memberId, name, onClose }: Props) {
  const [unpublish, setUnpublish] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const { busy, error, run } = useAccountAction();

  const act = async (call: () => ReturnType<ReturnType<typeof getEngine>['moderation']['ban']>) => {
    setOutcome(null);
    const result = await run(call);
    if (result?.ok) setOutcome(stateSentence(name, result.value));
  };

  return (
    <DialogFrame title={`Moderate ${name}`} testId="moderation-dialog" closeLabel="Close" onClose={onClose}>
      <section className="stack">
        <p className="muted">A shadowbanned member still sees their own posts and comments; nobody else does.</p>
        <div className="dialog__actions">
          <button type="button" className="button button--quiet" disabled={busy} onClick={() => void act(() => getEngine().moderation.shadowban(memberId, false))}>
            Lift shadowban
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => void act(() => getEngine().moderation.shadowban(memberId, true))}>
            Shadowban
          </button>
        </div>
      </section>
      <section className="stack">
        <p className="muted">A ban disables the account and signs the member out on every device.</p>
        <label className="check">
          <input type="checkbox" checked={unpublish} onChange={(e) => setUnpublish(e.target.checked)} />
          Also unpublish their posts and comments
        </label>
        <div className="dialog__actions">
          <button type="button" className="button button--danger" disabled={busy} onClick={() => void act(() => getEngine().moderation.ban(memberId, unpublish))}>
            Ban {name}
          </button>
        </div>
      </section>
      {outcome && (
        <p className="form-success" role="status">
          {outcome}
        </p>
      )}
      <FormAlert error={error} />
    </DialogFrame>
  );
}
