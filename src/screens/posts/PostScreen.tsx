// /posts/{postId} (and a comment's link under it): the post, its comments oldest first, and a comment box.
import { useCallback, useEffect, useMemo, useState } from 'react';
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
import PushPrompt from '../../components/PushPrompt';
import { notePushMoment } from '../../app/push-moment';
import HostModerationDialog from '../../components/HostModerationDialog';
import ReportAccountDialog from '../../components/ReportAccountDialog';
import { getEngine } from '../../data/engine';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useEngineLoad } from '../../hooks/use-engine-load';
import { useGroup } from '../../hooks/use-groups';
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
  // The post names its group, from the mirror (a group the device does not hold shows its key).
  const group = useGroup(post?.wall_key ?? '');
  // Reporting and moderating the author are choices of the post's menu, not buttons between the post and its comments.
  const authorId = post?.author.id;
  const authorName = post?.author.display_name ?? '';
  const others = signedIn && post != null && !post.status && authorId !== userData?.user.id;
  const isHost = userData?.user.role === 'admin';
  const menuItems = useMemo(() => {
    if (!others || authorId === undefined) return undefined;
    return [
      { label: t('post.reportMember', { name: authorName }), onChoose: () => setReporting(true) },
      // Hosts moderate from here (docs/api-moderation.md); the server refuses anyone else, and hosts themselves.
      ...(isHost ? [{ label: t('post.moderateMember', { name: authorName }), onChoose: () => setModerating({ id: authorId, name: authorName }) }] : []),
    ];
  }, [others, isHost, authorId, authorName, t]);

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
      <PostCard post={post} linkToPost={false} groupKey={post.wall_key} groupName={group?.name} menuItems={menuItems} />
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
              onSubmit={(body) => getEngine().comments.create(postId, body).then(() => notePushMoment('comment', post.uid))}
            />
          )
        )}
        {/* After the visit's first comment, the push offer in place under the comment box. */}
        <PushPrompt place="comment" placeKey={post.uid} />
      </section>
      </div>
      {moderationDialog}
    </>
  );
}
