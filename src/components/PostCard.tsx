// One post in a feed or on its own screen: author, time, body, like button, counts, link, and delivery state.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../app/router';
import { href } from '../app/links';
import type { PostView } from '../hooks/mirror-views';
import { formatCount } from '../lib/format-count';
import RelativeTime from './RelativeTime';
import UnsentControls from './UnsentControls';
import Avatar from './Avatar';
import LikeButton from './LikeButton';
import PostMedia from './PostMedia';
import PostKindParts from './post/PostKindParts';
import PostText from './PostText';
import LikedBy from './LikedBy';
import OwnerActions, { EditedMark, type ExtraMenuItem } from './OwnerActions';
import PollView from './PollView';
import { lazyScreen } from '../app/lazy-screen';
import OnDemand from './OnDemand';
import PlanLock from './premium/PlanLock';

// Only a post the server refused offers it: its code stays out of the feed until one shows.
const EditUnsentPost = lazyScreen(() => import('./post/EditUnsentPost'));

interface Props {
  post: PostView;
  /** on the post's own screen the card does not link to itself */
  linkToPost?: boolean;
  /** shown first on its wall's feed, with the label */
  pinned?: boolean;
  /** feeds across walls name each post's group (plain strings keep the memo's comparison cheap) */
  groupKey?: string;
  groupName?: string;
  /** choices the screen adds to the post's menu (kept stable: the card is memoised) */
  menuItems?: readonly ExtraMenuItem[];
}

function PostCard({ post, linkToPost = true, pinned = false, groupKey, groupName, menuItems }: Props) {
  // Optimistic rows have no server id yet; there is no screen to link to.
  const delivered = post.status === undefined;
  const { t } = useTranslation('posts');
  return (
    <article className={pinned ? 'card post post--pinned' : 'card post'} data-testid="post" data-locked={post.locked || undefined} data-status={post.status} data-client-id={post.client_id ?? undefined} data-pinned={pinned || undefined}>
      {pinned && (
        <p className="post__pinned" data-testid="pinned-label">
          {t('card.pinned')}
        </p>
      )}
      <header className="post__header">
        <Avatar author={post.author} />
        <div>
          <div className="post__author">
            <Link to={href('profile', { id: post.author.id })} className="post__author-link">
              <bdi>{post.author.display_name}</bdi>
            </Link>
          </div>
          <div className="post__meta">
            {groupKey && (
              <>
                <Link className="post__group" to={href('groups', { groupId: groupKey })} data-testid="post-group">
                  <bdi>{groupName ?? groupKey}</bdi>
                </Link>
                {' · '}
              </>
            )}
            <RelativeTime iso={post.created_at} />
            <EditedMark editedAt={post.edited_at} />
          </div>
        </div>
      </header>
      {post.locked && post.required_plan ? (
        <PlanLock plan={post.required_plan} source={{ type: 'post', id: post.id }} />
      ) : (
        <>
          <PostText className="post__body" body={post.body} entities={post.text_entities} />
          <PostMedia post={post} />
          <PostKindParts post={post} />
          <PollView postId={post.id} poll={post.poll} canVote={delivered && post.id > 0} />
          <OwnerActions kind="post" row={post} extraItems={menuItems} />
        </>
      )}
      {post.locked ? null : post.status ? (
        <>
          <UnsentControls status={post.status} clientId={post.client_id} error={post.error} />
          {post.status === 'failed' && (
            <OnDemand>
              <EditUnsentPost post={post} />
            </OnDemand>
          )}
        </>
      ) : (
        <footer className="post__footer">
          <LikeButton type="Post" id={post.id} serverCount={post.likes_count} like={post.like} />
          <LikedBy type="Post" id={post.id} count={post.likes_count} />
          <span data-testid="comments-count" data-count={post.comments_count}>
            {t('card.comments', { count: post.comments_count, n: formatCount(post.comments_count) })}
          </span>
          {delivered && linkToPost && (
            <Link className="post__link" to={href('post', { postId: post.id })}>
              {t('card.viewPost')}
            </Link>
          )}
        </footer>
      )}
    </article>
  );
}

/** Memoised: the feed's views keep their objects while a row is unchanged, so a write renders only its own card. */
export default memo(PostCard);
