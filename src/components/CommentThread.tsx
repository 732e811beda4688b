// A post's comments oldest first: top-level comments with their replies indented (one level), "View N replies", Reply and "Load more comments".
import { useLiveQuery } from '../hooks/use-live-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComposerContext } from '../../schema/mirror/composer-drafts';
import { COMMENT_BODY_MAX } from '../../schema/constants';
import { getEngine } from '../data/engine';
import { localDb } from '../data/local-db';
import { useHasDraft } from '../hooks/use-composer-draft';
import type { CommentView } from '../hooks/mirror-views';
import { useLocalMessage } from '../i18n/use-local-message';
import { errorMessage } from '../lib/error-message';
import { formatCount } from '../lib/format-count';
import CommentItem from './CommentItem';
import Composer from './Composer';

interface Props {
  postId: number;
  /** the post's mirror uid, which reply drafts are kept under */
  postUid: string;
  comments: CommentView[];
  highlighted: number | null;
  /** Replying needs a signed-in member and comments turned on. */
  canReply: boolean;
}

/** Runs an engine load, showing its failure in plain words beside the button that asked for it. */
function useLoad(): { busy: boolean; error: string | null; run(job: () => Promise<void>): void } {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return {
    busy,
    error,
    run(job) {
      setBusy(true);
      setError(null);
      job()
        .catch((err: unknown) => setError(errorMessage(err)))
        .finally(() => setBusy(false));
    },
  };
}

function LoadButton({ label, testId, job }: { label: string; testId: string; job: () => Promise<void> }) {
  const load = useLoad();
  const { t } = useTranslation();
  const local = useLocalMessage();
  return (
    <div className="comment-thread__more">
      <button type="button" className="button button--small button--quiet" data-testid={testId} disabled={load.busy} onClick={() => load.run(job)}>
        {load.busy ? t('loading') : label}
      </button>
      {load.error && (
        <p className="form-error" role="alert">
          {local(load.error)}
        </p>
      )}
    </div>
  );
}

interface ThreadProps {
  postId: number;
  postUid: string;
  comment: CommentView;
  replies: CommentView[];
  highlighted: number | null;
  canReply: boolean;
}

function Thread({ postId, postUid, comment, replies, highlighted, canReply }: ThreadProps) {
  const [replying, setReplying] = useState(false);
  const { t } = useTranslation('posts');
  // A half-written reply kept from before a reload opens its box again.
  const replyContext = useMemo<ComposerContext>(() => ({ type: 'comment', post_uid: postUid, parent_id: comment.id }), [postUid, comment.id]);
  const replyKept = useHasDraft(replyContext);
  useEffect(() => {
    if (replyKept && canReply) setReplying(true);
  }, [replyKept, canReply]);
  const delivered = comment.id > 0 && !comment.status;
  const serverReplies = replies.filter((r) => r.id > 0).length;
  const missing = Math.max(0, (comment.replies_count ?? 0) - serverReplies);
  return (
    <li>
      <CommentItem comment={comment} highlighted={highlighted === comment.id && !comment.status} />
      <div className="comment-thread__replies">
        {replies.length > 0 && (
          <ol className="comment-list comment-list--replies" data-testid="replies">
            {replies.map((r) => (
              <li key={r.client_id ?? r.uid}>
                <CommentItem comment={r} highlighted={highlighted === r.id && !r.status} />
              </li>
            ))}
          </ol>
        )}
        {delivered && missing > 0 && (
          <LoadButton
            testId="view-replies"
            label={t(replies.length > 0 ? 'comments.viewMoreReplies' : 'comments.viewReplies', { count: missing, n: formatCount(missing) })}
            job={() => getEngine().comments.loadReplies(postId, comment.id, serverReplies > 0)}
          />
        )}
        {delivered && canReply && !replying && (
          <button type="button" className="button button--small button--quiet" onClick={() => setReplying(true)}>
            {t('comments.reply')}
          </button>
        )}
        {replying && (
          <Composer
            testId="reply-composer"
            label={t('comments.replyTo', { name: comment.author.display_name })}
            submitLabel={t('comments.reply')}
            maxLength={COMMENT_BODY_MAX}
            draftContext={replyContext}
            onSubmit={(body) => getEngine().comments.create({ postId, parentId: comment.id }, body)}
            onSent={() => setReplying(false)}
            onCancel={() => setReplying(false)}
          />
        )}
      </div>
    </li>
  );
}

export default function CommentThread({ postId, postUid, comments, highlighted, canReply }: Props) {
  const { t } = useTranslation('posts');
  const paging = useLiveQuery(async () => (await localDb().walls.get(`comments:${postId}`)) ?? null, [postId]);
  const topLevel = comments.filter((c) => c.parent_id === null);
  const repliesOf = new Map<number, CommentView[]>();
  for (const c of comments) if (c.parent_id !== null) repliesOf.set(c.parent_id, [...(repliesOf.get(c.parent_id) ?? []), c]);
  return (
    <>
      <ol className="comment-list" data-testid="comments">
        {topLevel.map((c) => (
          <Thread key={c.client_id ?? c.uid} postId={postId} postUid={postUid} comment={c} replies={c.id > 0 ? (repliesOf.get(c.id) ?? []) : []} highlighted={highlighted} canReply={canReply} />
        ))}
      </ol>
      {paging && !paging.exhausted && <LoadButton testId="load-more-comments" label={t('comments.loadMore')} job={() => getEngine().comments.loadMore(postId)} />}
    </>
  );
}
