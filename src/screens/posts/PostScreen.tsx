// /posts/{postId} (and a comment's link under it): the post, its comments oldest first, and a comment box.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from '../../app/router';
import { COMMENT_BODY_MAX } from '../../../schema/constants';
import { href } from '../../app/links';
import { useSession } from '../../app/session-context';
import BackButton from '../../components/BackButton';
import ScreenSkeleton from '../../components/ScreenSkeleton';
import CommentThread from '../../components/CommentThread';
import Composer from '../../components/Composer';
import PostCard from '../../components/PostCard';
import HostModerationDialog from '../../components/HostModerationDialog';
import ReportAccountDialog from '../../components/ReportAccountDialog';
import { getEngine } from '../../data/engine';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useEngineLoad } from '../../hooks/use-engine-load';
import { useComments, usePost } from '../../hooks/use-posts';
import { useLocalMessage } from '../../i18n/use-local-message';
import { messages } from '../../../schema/messages';

export default function PostScreen() {
  const params = useParams();
  const postId = Number(params.postId);
  const valid = Number.isInteger(postId) && postId > 0;
  const highlighted = params.commentId ? Number(params.commentId) : null;
  const { signedIn, userData } = useSession();
  const { t } = useTranslation(['posts', 'messages']);
  const local = useLocalMessage();
  const [reporting, setReporting] = useState(false);
  const closeReport = useCallback(() => setReporting(false), []);
  // The member being moderated, kept apart from the post: a shadowban or ban takes the post out of the host's view at
  // once (realtime), and the dialog must stay to show the outcome and to lift it.
  const [moderating, setModerating] = useState<{ id: number; name: string } | null>(null);
  const closeModeration = useCallback(() => setModerating(null), []);
  const moderationDialog = moderating && <HostModerationDialog memberId={moderating.id} name={moderating.name} onClose={closeModeration} />;
  const post = usePost(valid ? postId : null);
  const comments = useComments(valid ? postId : null);
  // The post and its comments refresh while the mirror's copy is on screen.
  const { fetching: loading, error, offline } = useEngineLoad(valid ? String(postId) : null, (engine) => engine.posts.load(postId));
  useDocumentTitle(post ? `${post.author.display_name}: ${post.body.slice(0, 60)}` : undefined);

  useEffect(() => {
    if (highlighted && comments?.length) document.getElementById(`comment-${highlighted}`)?.scrollIntoView({ block: 'center' });
  }, [highlighted, comments?.length]);

  if (!valid) return <p className="card empty">{t('messages:postNotFound')}</p>;
  // The dialog keeps its place whatever the screen shows beneath it, so its outcome survives the post going away.
  if (post === undefined || (post === null && loading && !offline)) {
    return (
      <>
        <ScreenSkeleton label={t('post.loading')} cards={1} />
        {moderationDialog}
      </>
    );
  }
  if (post === null) {
    return (
      <>
        <div className="stack">
          <BackButton />
          <p className="card empty" role="alert">
            {error ? local(error) : offline ? local(messages.offlineNotOnDevice) : t('messages:postNotFound')}
          </p>
        </div>
        {moderationDialog}
      </>
    );
  }

  return (
    <>
      <div className="stack" data-testid="post-screen">
      <div className="screen-header">
        {/* Opened from a shared link there is no history: back leads to the post's group rather than root. */}
        <BackButton fallback={href('groups', { groupId: post.wall_key })} />
      </div>
      <PostCard post={post} linkToPost={false} />
      {signedIn && !post.status && post.author.id !== userData?.user.id && (
        <p className="post-actions">
          <button type="button" className="button button--small button--quiet" onClick={() => setReporting(true)}>
            {t('post.reportMember', { name: post.author.display_name })}
          </button>
          {/* Hosts moderate from here (docs/api-moderation.md); the server refuses anyone else, and hosts themselves. */}
          {userData?.user.role === 'admin' && (
            <button type="button" className="button button--small button--quiet" onClick={() => setModerating({ id: post.author.id, name: post.author.display_name })}>
              {t('post.moderateMember', { name: post.author.display_name })}
            </button>
          )}
        </p>
      )}
      {reporting && <ReportAccountDialog accountId={post.author.id} name={post.author.display_name} onClose={closeReport} />}
      <section className="card comments" aria-labelledby="comments-title">
        <h2 id="comments-title">{t('post.comments')}</h2>
        {comments && comments.length > 0 ? (
          <CommentThread postId={postId} postUid={post.uid} comments={comments} highlighted={highlighted} canReply={signedIn && !post.comments_disabled} />
        ) : (
          <p className="muted" data-testid="comments-state">
            {post.comments_count > 0 && offline ? t('post.commentsOffline') : loading ? t('post.loadingComments') : t('post.noComments')}
          </p>
        )}
        {post.comments_disabled ? (
          <p className="muted">{t('messages:commentsDisabled')}</p>
        ) : (
          signedIn &&
          !post.status && (
            <Composer
              testId="comment-composer"
              label={t('post.writeComment')}
              submitLabel={t('post.comment')}
              maxLength={COMMENT_BODY_MAX}
              draftContext={{ type: 'comment', post_uid: post.uid }}
              onSubmit={(body) => getEngine().comments.create(postId, body)}
            />
          )
        )}
      </section>
      </div>
      {moderationDialog}
    </>
  );
}
