// One comment under a post: author, time, body, like button, and its delivery state when the member's own write is not yet sent.
import type { CommentView } from '../hooks/mirror-views';
import Avatar from './Avatar';
import LikeButton from './LikeButton';
import RelativeTime from './RelativeTime';
import UnsentControls from './UnsentControls';

export default function CommentItem({ comment, highlighted }: { comment: CommentView; highlighted?: boolean }) {
  return (
    <article
      className={`comment${highlighted ? ' comment--highlighted' : ''}`}
      data-testid="comment"
      data-status={comment.status}
      data-client-id={comment.client_id ?? undefined}
      id={comment.status ? undefined : `comment-${comment.id}`}
    >
      <Avatar author={comment.author} size={32} />
      <div className="comment__content">
        <div className="comment__meta">
          <span className="comment__author">{comment.author.display_name}</span> <RelativeTime iso={comment.created_at} />
        </div>
        <div className="comment__body">{comment.body}</div>
        {comment.status ? (
          <UnsentControls status={comment.status} clientId={comment.client_id} error={comment.error} />
        ) : (
          <LikeButton type="Comment" id={comment.id} serverCount={comment.likes_count} like={comment.like} />
        )}
      </div>
    </article>
  );
}
