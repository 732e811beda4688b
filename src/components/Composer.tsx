// A text box and a send button: hands the text to the engine (which validates it with the contract), clears on accept.
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../lib/error-message';

interface Props {
  testId: string;
  /** accessible name of the text box, e.g. "Write a post" */
  label: string;
  /** the button's text, e.g. "Post" */
  submitLabel: string;
  maxLength: number;
  /** resolves once the write is in the outbox (delivered later); rejects with the contract's message when invalid */
  onSubmit(body: string): Promise<unknown>;
}

export default function Composer({ testId, label, submitLabel, maxLength, onSubmit }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onSubmit(text);
      setText('');
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card composer" data-testid={testId} onSubmit={submit}>
      <textarea
        className="composer__input"
        aria-label={label}
        placeholder={`${label}…`}
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
        <button type="submit" className="button" disabled={busy || text.trim() === ''}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
