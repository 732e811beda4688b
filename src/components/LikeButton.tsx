// The like button of a post or comment: toggles at once (the engine sends it, also offline) and shows the count.
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
        {/* The name "Like (4 likes)" is built from the content, so it holds the visible count (WCAG 2.5.3). */}
        <span aria-hidden="true">{liked ? '♥' : '♡'}</span>
        <span className="visually-hidden">{liked ? 'Unlike' : 'Like'} (</span> {formatCount(count)}
        <span className="visually-hidden"> {count === 1 ? 'like' : 'likes'})</span>
      </button>
      {like?.status === 'failed' && <UnsentControls status="failed" clientId={like.client_id ?? null} error={like.error} />}
    </span>
  );
}
