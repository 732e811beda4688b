// Asks before signing out when unsent writes would be lost with the member's mirror, listing each of them.
import { useEffect, useRef } from 'react';
import type { Mutation } from '../../schema/outbox';
import UnsentList from './UnsentList';

interface Props {
  unsent: readonly Mutation[];
  onConfirm(): void;
  onCancel(): void;
}

export default function SignOutDialog({ unsent, onConfirm, onCancel }: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    cancelRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onCancel();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);
  const items = unsent.length === 1 ? '1 item you wrote has' : `${unsent.length} items you wrote have`;
  return (
    <div className="dialog-backdrop">
      <div className="dialog card" role="alertdialog" aria-modal="true" aria-labelledby="sign-out-title" aria-describedby="sign-out-text" data-testid="sign-out-dialog">
        <h2 id="sign-out-title">Sign out?</h2>
        <p id="sign-out-text">{items} not been sent yet. Signing out now deletes them from this device:</p>
        <UnsentList unsent={unsent} />
        <div className="dialog__actions">
          <button type="button" className="button button--quiet" ref={cancelRef} onClick={onCancel}>
            Stay signed in
          </button>
          <button type="button" className="button button--danger" onClick={onConfirm}>
            Sign out anyway
          </button>
        </div>
      </div>
    </div>
  );
}
