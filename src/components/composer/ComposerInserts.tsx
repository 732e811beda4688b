// The composer's own buttons for what goes into a post besides words: a file (the hidden file input's label), a mention, an emoji (its picker loads when first opened).
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import AtSign from 'lucide-react/icons/at-sign';
import Paperclip from 'lucide-react/icons/paperclip';
import Smile from 'lucide-react/icons/smile';
import { useDismiss } from '../../hooks/use-dismiss';

// Out of the feed's file: only a member who opens it loads it (scripts/chunk-groups.ts).
const EmojiPicker = lazy(() => import('./EmojiPicker'));

interface Props {
  fileInputId: string;
  disabled: boolean;
  /** puts text at the caret of the composer's text box */
  onInsert(text: string): void;
}

export default function ComposerInserts({ fileInputId, disabled, onInsert }: Props) {
  const { t } = useTranslation('posts');
  const [emojiOpen, setEmojiOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  const close = useCallback(() => setEmojiOpen(false), []);
  useDismiss(emojiOpen, root, close);
  return (
    <span className="composer__inserts" ref={root}>
      <label className={`button button--small button--quiet button--icon attachments__pick${disabled ? ' attachments__pick--off' : ''}`} htmlFor={fileInputId} title={t('composer.addFile')}>
        <Paperclip aria-hidden="true" size={18} />
        <span className="visually-hidden">{t('composer.addFile')}</span>
      </label>
      <button type="button" className="button button--small button--quiet button--icon" disabled={disabled} title={t('composer.mention')} aria-label={t('composer.mention')} onClick={() => onInsert('@')}>
        <AtSign aria-hidden="true" size={18} />
      </button>
      <button
        type="button"
        className="button button--small button--quiet button--icon"
        disabled={disabled}
        title={t('composer.emoji')}
        aria-label={t('composer.emoji')}
        aria-expanded={emojiOpen}
        onClick={() => setEmojiOpen((o) => !o)}
      >
        <Smile aria-hidden="true" size={18} />
      </button>
      {emojiOpen && (
        <Suspense fallback={null}>
          <EmojiPicker
            onPick={(emoji) => {
              onInsert(emoji);
              setEmojiOpen(false);
            }}
          />
        </Suspense>
      )}
    </span>
  );
}
