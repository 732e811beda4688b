// Writing a message (text, images or both): Enter sends (Shift+Enter for a new line); it shows at once, pending, and is sent when it can be.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_BODY_MAX } from '../../../schema/constants';
import { getEngine } from '../../data/engine';
import type { ChatKey } from '../../hooks/use-chats';
import FormAlert from '../../components/FormAlert';
import PushPrompt from '../../components/PushPrompt';
import { notePushMoment } from '../../app/push-moment';
import type { ComposerAttachment } from '../../../schema/mirror/composer-drafts';
import { MessageImagePicker, MessageImagePreviews } from './MessageImagesField';

/** The chat's key as text: its server id, or the client id of a chat not yet on the server. */
const chatKeyText = (key: ChatKey) => ('id' in key ? `id:${key.id}` : `client:${key.clientId}`);

export default function MessageComposer({ chatKey, onSent }: { chatKey: ChatKey; onSent(): void }) {
  const { t } = useTranslation('chats');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [images, setImages] = useState<ComposerAttachment[]>([]);
  const empty = text.trim() === '' && images.length === 0;

  const send = async () => {
    if (empty || busy) return;
    setBusy(true);
    const result = await getEngine().chats.sendMessage(chatKey, text, images);
    setBusy(false);
    if (!result.ok) return setError(result.message);
    setError(null);
    setText('');
    setImages([]);
    notePushMoment('message', chatKeyText(chatKey));
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
      {/* The push offer, after the visit's first message: in the composer's place above the field, never over the messages. */}
      <PushPrompt place="message" placeKey={chatKeyText(chatKey)} />
      <FormAlert error={error} />
      <MessageImagePreviews value={images} onChange={setImages} disabled={busy} />
      <div className="message-composer__row">
        <MessageImagePicker value={images} onChange={setImages} onRefusal={setError} disabled={busy} />
        <label className="message-composer__field">
          <span className="visually-hidden">{t('composer.label')}</span>
          <textarea
            value={text}
            rows={1}
            maxLength={MESSAGE_BODY_MAX}
            placeholder={t('composer.placeholder')}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                void send();
              }
            }}
            dir="auto"
            data-testid="message-input"
          />
        </label>
        <button type="submit" className="button" disabled={busy || empty} data-testid="send-message">
          {t('composer.send')}
        </button>
      </div>
    </form>
  );
}
