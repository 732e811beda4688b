// The like button of a post or comment: toggles at once (the engine sends it, also offline) and shows the count.
import { useTranslation } from 'react-i18next';
import type { LocalLike } from '../../schema/local-db';
import type { LikeableType } from '../../schema/likes';
import { getEngine } from '../data/engine';
import { formatCount } from '../lib/format-count';
import { isLiked, shownLikes } from '../lib/likes';
import UnsentControls from './UnsentControls';

interface Props {
  type: LikeableType;
  id: number;
  serverCount: number;
  like: LocalLike | undefined;
}

export default function LikeButton({ type, id, serverCount, like }: Props) {
  const liked = isLiked(like);
  const count = shownLikes(serverCount, like);
  const { t } = useTranslation('posts');
  const shown = formatCount(count);
  const toggle = () => {
    const likes = getEngine().likes;
    (liked ? likes.unlike(type, id) : likes.like(type, id)).catch((err: unknown) => console.warn('Like not saved', err));
  };
  return (
    <span className="like">
      <button
        type="button"
        className={`like__button${liked ? ' like__button--on' : ''}`}
        aria-pressed={liked}
        data-testid="like-button"
        data-count={count}
        onClick={toggle}
      >
        {/* The name "Like (4 likes)", said whole in each language's order, holds the visible count (WCAG 2.5.3). */}
        <span aria-hidden="true">{liked ? '♥' : '♡'}</span> <span aria-hidden="true">{shown}</span>
        <span className="visually-hidden">{t(liked ? 'like.unlike' : 'like.like', { count, n: shown })}</span>
      </button>
      {like?.status === 'failed' && <UnsentControls status="failed" clientId={like.client_id ?? null} error={like.error} />}
    </span>
  );
}
