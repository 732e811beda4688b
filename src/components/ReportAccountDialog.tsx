// Reports a member's account to the hosts, with a reason (spec 6).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { messages } from '../../schema/messages';
import { getEngine } from '../hooks/engine';
import { useAccountAction } from '../hooks/use-account-action';
import FormAlert from './FormAlert';

interface Props {
  accountId: number;
  name: string;
  onClose(): void;
}

export default function ReportAccountDialog({ accountId, name, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [sent, setSent] = useState(false);
  const { busy, error, setError, run } = useAccountAction();
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    fieldRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setError(messages.reportReasonRequired);
    const result = await run(() => getEngine().account.report(accountId, reason));
    if (result?.ok) setSent(true);
  };

  return (
    <div className="dialog-backdrop">
      <form className="dialog card form" role="dialog" aria-modal="true" aria-labelledby="report-title" onSubmit={submit} noValidate data-testid="report-dialog">
        <h2 id="report-title">Report {name}</h2>
        {sent ? (
          <p className="form-success" role="status">
            Thank you. The hosts will look into it.
          </p>
        ) : (
          <label className="field">
            <span className="field__label">Why are you reporting this account?</span>
            <textarea ref={fieldRef} name="reason" rows={4} maxLength={2000} value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
        )}
        <FormAlert error={error} />
        <div className="dialog__actions">
          <button type="button" className="button button--quiet" onClick={onClose}>
            {sent ? 'Close' : 'Cancel'}
          </button>
          {!sent && (
            <button type="submit" className="button button--danger" disabled={busy}>
              {busy ? 'Sending…' : 'Report'}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
