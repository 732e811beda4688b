// Delivery state of something the member wrote: "Sending…", or "Not sent" with Retry, Copy (when its text is given) and Discard.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalStatus } from '../../schema/local-db';
import { messages } from '../../schema/messages';
import { getEngine } from '../data/engine';
import { useLocalMessage } from '../i18n/use-local-message';

interface Props {
  status: LocalStatus;
  clientId: string | null;
  error?: string;
  /** The text written, offered to copy when it could not be sent (a comment on a post whose comments were turned off). */
  text?: string;
}

export default function UnsentControls({ status, clientId, error, text }: Props) {
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  const { t } = useTranslation('posts');
  const local = useLocalMessage();
  if (status === 'pending') {
    return (
      <p className="unsent unsent--pending" role="status">
        {t('unsent.sending')}
      </p>
    );
  }
  const act = (action: 'retry' | 'discard') => {
    if (!clientId) return;
    setBusy(true);
    const engine = getEngine();
    (action === 'retry' ? engine.outbox.retry(clientId) : engine.outbox.discard(clientId))
      .catch((err: unknown) => console.warn(`Could not ${action}`, err))
      .finally(() => setBusy(false));
  };
  return (
    <div className="unsent unsent--failed" role="alert">
      <span>{t('unsent.notSent', { error: local(error || messages.unknownError) })}</span>
      <span className="unsent__actions">
        <button type="button" className="button button--small" disabled={busy} onClick={() => act('retry')}>
          {t('actions.retry')}
        </button>
        {text && (
          <button
            type="button"
            className="button button--small button--quiet"
            onClick={() =>
              void navigator.clipboard
                .writeText(text)
                .then(() => setCopied(true))
                .catch(() => setCopied(false))
            }
          >
            {copied ? t('unsent.copied') : t('unsent.copy')}
          </button>
        )}
        <button type="button" className="button button--small button--quiet" disabled={busy} onClick={() => act('discard')}>
          {t('actions.discard')}
        </button>
      </span>
    </div>
  );
}
