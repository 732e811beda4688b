// Asks before signing out when unsent writes would be lost with the member's mirror.
import { useEffect, useRef } from 'react';

interface Props {
  unsentCount: number;
  onConfirm(): void;
  onCancel(): void;
}

export default function SignOutDialog({ unsentCount, onConfirm, onCancel }: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    cancelRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onCancel();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);
  const items = unsentCount === 1 ? '1 item you wrote has' : `${unsentCount} items you wrote have`;
  return (
    <div className="dialog-backdrop">
      <div className="dialog card" role="alertdialog" aria-modal="true" aria-labelledby="sign-out-title" aria-describedby="sign-out-text" data-testid="sign-out-dialog">
        <h2 id="sign-out-title">Sign out?</h2>
        <p id="sign-out-text">{items} not been sent yet. Signing out now deletes them from this device.</p>
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
