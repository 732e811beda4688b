// Reports something to the hosts with a reason: a member's account (docs/product.md 6), a post or a comment.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountResult } from '../../worker/engine-results';
import { useAccountAction } from '../hooks/use-account-action';
import FormAlert from './FormAlert';

interface Props {
  title: string;
  /** The field's label: why the member reports it. */
  question: string;
  /** Shown when the reason is left empty. */
  emptyMessage: string;
  send(reason: string): Promise<AccountResult>;
  onClose(): void;
}

export default function ReportDialog({ title, question, emptyMessage, send, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [sent, setSent] = useState(false);
  const { busy, error, setError, run } = useAccountAction();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const { t } = useTranslation('posts');

  useEffect(() => {
    fieldRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setError(emptyMessage);
    const result = await run(() => send(reason));
    if (result?.ok) setSent(true);
  };

  return (
    <div className="dialog-backdrop">
      <form className="dialog card form" role="dialog" aria-modal="true" aria-labelledby="report-title" onSubmit={submit} noValidate data-testid="report-dialog">
        <h2 id="report-title">{title}</h2>
        {sent ? (
          <p className="form-success" role="status">
            {t('report.thanks')}
          </p>
        ) : (
          <label className="field">
            <span className="field__label">{question}</span>
            <textarea ref={fieldRef} name="reason" rows={4} maxLength={2000} value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
        )}
        <FormAlert error={error} />
        <div className="dialog__actions">
          <button type="button" className="button button--quiet" onClick={onClose}>
            {sent ? t('actions.close') : t('actions.cancel')}
          </button>
          {!sent && (
            <button type="submit" className="button button--danger" disabled={busy}>
              {busy ? t('report.sending') : t('report.report')}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
