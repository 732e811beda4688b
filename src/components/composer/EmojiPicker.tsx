// The composer's emoji picker: a small built-in set, loaded only when the member opens it (a dynamic import, out of the feed's file).
import { useTranslation } from 'react-i18next';

/** Common emoji, grouped loosely (faces, hands and hearts, things and nature); the system's font draws them. */
const EMOJI = [
  '😀', '😄', '😂', '🥲', '😊', '😍', '🥰', '😘', '😎', '🤩', '🤔', '🙃', '😉', '😅', '😢', '😭', '😮', '😴',
  '👍', '👎', '👏', '🙌', '🙏', '💪', '👋', '🤝', '✌️', '❤️', '🧡', '💛', '💚', '💙', '💜', '🔥', '✨', '🎉',
  '🎶', '🎵', '🎸', '🎤', '📷', '📚', '☕', '🍰', '🌊', '⚓', '🌅', '🌙', '⭐', '🌸', '🌿', '✅', '❗', '❓',
] as const;

export default function EmojiPicker({ onPick }: { onPick(emoji: string): void }) {
  const { t } = useTranslation('posts');
  return (
    <div className="emoji-picker card" role="group" aria-label={t('composer.emojiPicker')} data-testid="emoji-picker">
      {EMOJI.map((e) => (
        <button key={e} type="button" className="emoji-picker__emoji" onClick={() => onPick(e)}>
          {e}
        </button>
      ))}
    </div>
  );
}
