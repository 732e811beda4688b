// Inline edit of a post's or comment's text: a text box with Save and Cancel, kept as a draft until saved or cancelled;
// the engine checks the text with the contract.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComposerContext } from '../../schema/mirror/composer-drafts';
import { getEngine } from '../data/engine';
import { useComposerDraft, type DraftCodec } from '../hooks/use-composer-draft';
import { useLocalMessage } from '../i18n/use-local-message';
import { errorMessage } from '../lib/error-message';

interface Props {
  /** accessible name of the text box, e.g. "Edit your post" */
  label: string;
  initial: string;
  maxLength: number;
  /** where the half-made edit is kept (per member), so it survives a reload */
  draftContext: ComposerContext;
  /** resolves once the change is in the outbox; rejects with the rule's message */
  onSave(text: string): Promise<unknown>;
  onClose(): void;
}

export default function EditForm({ label, initial, maxLength, draftContext, onSave, onClose }: Props) {
  const codec = useMemo<DraftCodec<string>>(() => ({ empty: initial, toDraft: (text) => ({ text, options: {}, attachments: [] }), fromDraft: (d) => d.text }), [initial]);
  const draft = useComposerDraft(draftContext, codec);
  const text = draft.state;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const { t } = useTranslation('posts');
  const local = useLocalMessage();
  useEffect(() => {
    if (draft.restored) box.current?.focus();
  }, [draft.restored]);

  /** Closes the form and forgets the kept edit (saved, or given up). */
  const finish = async () => {
    draft.reset();
    await getEngine()
      .drafts.clear(draftContext)
      .catch((err: unknown) => console.warn('Could not forget the draft', err));
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onSave(text);
      await finish();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="edit-form" data-testid="edit-form" onSubmit={submit} onKeyDown={(e) => e.key === 'Escape' && void finish()}>
      <textarea
        ref={box}
        className="composer__input"
        aria-label={label}
        value={text}
        maxLength={maxLength}
        rows={3}
        disabled={!draft.restored}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => draft.update(e.target.value)}
      />
      {error && (
        <p className="form-error" id={errorId} role="alert">
          {local(error)}
        </p>
      )}
      <div className="composer__actions">
        <button type="button" className="button button--quiet" onClick={() => void finish()}>
          {t('actions.cancel')}
        </button>
        <button type="submit" className="button" disabled={busy || text === initial}>
          {t('actions.save')}
        </button>
      </div>
    </form>
  );
}
