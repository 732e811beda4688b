// A text box with mentions and hashtags and a send button (comments): kept as a draft when given a context, cleared
// once the engine accepted the write (delivered later); the contract's message shows when it refuses.
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComposerContext } from '../../../schema/mirror/composer-drafts';
import { getEngine } from '../../data/engine';
import { useComposerDraft, type DraftCodec } from '../../hooks/use-composer-draft';
import { useLocalMessage } from '../../i18n/use-local-message';
import { errorMessage } from '../../lib/error-message';
import MentionTextArea from './MentionTextArea';

export interface TextComposerProps {
  testId: string;
  /** accessible name of the text box, e.g. "Write a comment" */
  label: string;
  /** the button's text, e.g. "Comment" */
  submitLabel: string;
  maxLength: number;
  /** where the draft is kept (per member); without it nothing is kept */
  draftContext?: ComposerContext;
  /** resolves once the write is in the outbox (delivered later); rejects with the contract's message when invalid */
  onSubmit(body: string): Promise<unknown>;
  /** after a send, once the draft is forgotten (a reply box closes here, so it cannot keep the sent text) */
  onSent?(): void;
  /** shows Cancel, which forgets the draft first (a reply box closing) */
  onCancel?(): void;
}

const textCodec: DraftCodec<string> = {
  empty: '',
  toDraft: (text) => ({ text, options: {}, attachments: [] }),
  fromDraft: (d) => d.text,
};

/** A context no draft is ever kept under when the composer is given none. */
const NO_DRAFT: ComposerContext = { type: 'edit-comment', comment_uid: '' };

export default function TextComposer({ testId, label, submitLabel, maxLength, draftContext, onSubmit, onSent, onCancel }: TextComposerProps) {
  const context = useMemo(() => draftContext ?? NO_DRAFT, [draftContext]);
  const draft = useComposerDraft(context, textCodec);
  const [plain, setPlain] = useState('');
  const keep = draftContext !== undefined;
  const text = keep ? draft.state : plain;
  const setText = keep ? draft.update : setPlain;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const { t } = useTranslation('posts');
  const local = useLocalMessage();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onSubmit(text);
      if (keep) {
        draft.reset();
        await getEngine().drafts.clear(context);
      } else setPlain('');
      onSent?.();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    if (keep) {
      draft.reset();
      await getEngine()
        .drafts.clear(context)
        .catch((err: unknown) => console.warn('Could not forget the draft', err));
    } else setPlain('');
    onCancel?.();
  };

  return (
    <form className="card composer" data-testid={testId} onSubmit={submit}>
      <MentionTextArea
        label={label}
        value={text}
        maxLength={maxLength}
        disabled={keep && !draft.restored}
        invalid={error !== null}
        describedBy={error ? errorId : undefined}
        onChange={setText}
      />
      {error && (
        <p className="form-error" id={errorId} role="alert">
          {local(error)}
        </p>
      )}
      <div className="composer__actions">
        {onCancel && (
          <button type="button" className="button button--quiet" onClick={() => void cancel()}>
            {t('actions.cancel')}
          </button>
        )}
        <button type="submit" className="button" disabled={busy || text.trim() === ''}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
