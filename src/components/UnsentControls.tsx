// Delivery state of something the member wrote: "Sending…", or "Not sent" with Retry and Discard.
import { useState } from 'react';
import type { LocalStatus } from '../../schema/local-db';
import { messages } from '../../schema/messages';
import { getEngine } from '../hooks/engine';

interface Props {
  status: LocalStatus;
  clientId: string | null;
  error?: string;
}

export default function UnsentControls({ status, clientId, error }: Props) {
  const [busy, setBusy] = useState(false);
  if (status === 'pending') {
    return (
      <p className="unsent unsent--pending" role="status">
        Sending…
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
      <span>Not sent: {error || messages.unknownError}</span>
      <span className="unsent__actions">
        <button type="button" className="button button--small" disabled={busy} onClick={() => act('retry')}>
          Retry
        </button>
        <button type="button" className="button button--small button--quiet" disabled={busy} onClick={() => act('discard')}>
          Discard
        </button>
      </span>
    </div>
  );
}
