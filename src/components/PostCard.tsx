// One post in a feed or on its own screen: author, time, body, like button, counts, link, and delivery state.
import { Link } from 'react-router';
import { href } from '../app/routes';
import type { PostView } from '../hooks/mirror-views';
import { formatCount } from '../lib/format-count';
import RelativeTime from './RelativeTime';
import UnsentControls from './UnsentControls';
import Avatar from './Avatar';
import LikeButton from './LikeButton';

interface Props {
  post: PostView;
  /** on the post's own screen the card does not link to itself */
  linkToPost?: boolean;
}

function plural(n: number, one: string, many: string): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

export default function PostCard({ post, linkToPost = true }: Props) {
  // Optimistic rows have no server id yet; there is no screen to link to.
  const delivered = post.status === undefined;
  return (
    <article className="card post" data-testid="post" data-status={post.status} data-client-id={post.client_id ?? undefined}>
      <header className="post__header">
        <Avatar author={post.author} />
        <div>
          <div className="post__author">{post.author.display_name}</div>
          <div className="post__meta">
            <RelativeTime iso={post.created_at} />
          </div>
        </div>
      </header>
      <div className="post__body">{post.body}</div>
      {post.status ? (
        <UnsentControls status={post.status} clientId={post.client_id} error={post.error} />
      ) : (
        <footer className="post__footer">
          <LikeButton type="Post" id={post.id} serverCount={post.likes_count} like={post.like} />
          <span data-testid="comments-count" data-count={post.comments_count}>
            {plural(post.comments_count, 'comment', 'comments')}
          </span>
          {delivered && linkToPost && (
            <Link className="post__link" to={href('post', { postId: post.id })}>
              View post
            </Link>
          )}
        </footer>
      )}
    </article>
  );
}
