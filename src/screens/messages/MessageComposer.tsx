// Writing a message: Enter sends (Shift+Enter for a new line); it shows at once, pending, and is sent when it can be.
import { useState } from 'react';
import { MESSAGE_BODY_MAX } from '../../../schema/constants';
import { getEngine } from '../../hooks/engine';
import type { ChatKey } from '../../hooks/use-chats';
import FormAlert from '../../components/FormAlert';

export default function MessageComposer({ chatKey, onSent }: { chatKey: ChatKey; onSent(): void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    if (text.trim() === '' || busy) return;
    setBusy(true);
    const result = await getEngine().chats.sendMessage(chatKey, text);
    setBusy(false);
    if (!result.ok) return setError(result.message);
    setError(null);
    setText('');
    onSent();
  };

  return (
    <form
      className="message-composer"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <FormAlert error={error} />
      <div className="message-composer__row">
        <label className="message-composer__field">
          <span className="visually-hidden">Message</span>
          <textarea
            value={text}
            rows={1}
            maxLength={MESSAGE_BODY_MAX}
            placeholder="Write a message"
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                void send();
              }
            }}
            data-testid="message-input"
          />
        </label>
        <button type="submit" className="button" disabled={busy || text.trim() === ''} data-testid="send-message">
          Send
        </button>
      </div>
    </form>
  );
}
