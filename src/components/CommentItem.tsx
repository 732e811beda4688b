// One comment under a post: author, time, body, like button, and its delivery state when the member's own write is not yet sent.
import type { CommentView } from '../hooks/mirror-views';
import Avatar from './Avatar';
import LikeButton from './LikeButton';
import RelativeTime from './RelativeTime';
import UnsentControls from './UnsentControls';
import PostText from './PostText';
import LikedBy from './LikedBy';
import OwnerActions, { EditedMark } from './OwnerActions';

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
          <bdi className="comment__author">{comment.author.display_name}</bdi> <RelativeTime iso={comment.created_at} />
          <EditedMark editedAt={comment.edited_at} />
        </div>
        <PostText className="comment__body" body={comment.body} entities={comment.text_entities} />
        <OwnerActions kind="comment" row={comment} />
        {comment.status ? (
          <UnsentControls status={comment.status} clientId={comment.client_id} error={comment.error} text={comment.body} />
        ) : (
          <span className="comment__actions">
            <LikeButton type="Comment" id={comment.id} serverCount={comment.likes_count} like={comment.like} />
            <LikedBy type="Comment" id={comment.id} count={comment.likes_count} />
          </span>
        )}
      </div>
    </article>
  );
}
