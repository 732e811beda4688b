// Inline edit of a post's or comment's text: a text box with Save and Cancel; the engine checks the text with the contract.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../lib/error-message';

interface Props {
  /** accessible name of the text box, e.g. "Edit your post" */
  label: string;
  initial: string;
  maxLength: number;
  /** resolves once the change is in the outbox; rejects with the rule's message */
  onSave(text: string): Promise<unknown>;
  onClose(): void;
}

export default function EditForm({ label, initial, maxLength, onSave, onClose }: Props) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => box.current?.focus(), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onSave(text);
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="edit-form" data-testid="edit-form" onSubmit={submit} onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <textarea
        ref={box}
        className="composer__input"
        aria-label={label}
        value={text}
        maxLength={maxLength}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => setText(e.target.value)}
      />
      {error && (
        <p className="form-error" id={errorId} role="alert">
          {error}
        </p>
      )}
      <div className="composer__actions">
        <button type="button" className="button button--quiet" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={busy || text === initial}>
          Save
        </button>
      </div>
    </form>
  );
}
