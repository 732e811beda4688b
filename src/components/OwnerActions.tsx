// A post's or comment's menu: the author's Edit inline and Delete after a confirm (hosts and admins: Delete), a post's pin and comments
// setting for those who may and Report for everyone else, and the state of an unsent change.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComposerContext } from '../../schema/mirror/composer-drafts';
import { COMMENT_BODY_MAX, POST_BODY_MAX } from '../../schema/constants';
import { messages } from '../../schema/messages';
import { useNavigate } from '../app/router';
import { href } from '../app/links';
import { useDismiss } from '../hooks/use-dismiss';
import { useSession } from '../app/session-context';
import { getEngine } from '../data/engine';
import { useHasDraft } from '../hooks/use-composer-draft';
import { usePostControls } from '../hooks/use-post-controls';
import { useLocalMessage } from '../i18n/use-local-message';
import { isPinnedAt, type PinDuration } from '../../schema/pin-rules';
import type { CommentView, PostView } from '../hooks/mirror-views';
import { lazyScreen } from '../app/lazy-screen';
import ConfirmDialog from './ConfirmDialog';
import EditForm from './EditForm';
import ItemActions from './ItemActions';
import OnDemand from './OnDemand';
import PinDialog from './post/PinDialog';

// Reporting needs the network anyway: its dialog loads when first chosen, not with every card of the feed. Edit,
// delete and pin work offline, so theirs come with the card (before the service worker holds the build, a chunk
// not yet loaded could not come at all).
const ReportContentDialog = lazyScreen(() => import('./ReportContentDialog'));

/** A choice a screen adds to the menu (the post screen: report or moderate the author). */
export interface ExtraMenuItem {
  label: string;
  onChoose(): void;
}

type Props = ({ kind: 'post'; row: PostView } | { kind: 'comment'; row: CommentView }) & { onDeleted?: () => void; extraItems?: readonly ExtraMenuItem[] };

/** Each kind's limit and its words in the posts namespace (docs/architecture.md, "Strings and languages"). */
const words = {
  post: {
    max: POST_BODY_MAX,
    options: 'menu.postOptions',
    report: 'menu.reportPost',
    edit: 'menu.editPost',
    deleteTitle: 'menu.deletePostTitle',
    deleteText: 'menu.deletePostText',
    deleteUnsent: 'menu.deleteUnsentPostText',
  },
  comment: {
    max: COMMENT_BODY_MAX,
    options: 'menu.commentOptions',
    report: 'menu.reportComment',
    edit: 'menu.editComment',
    deleteTitle: 'menu.deleteCommentTitle',
    deleteText: 'menu.deleteCommentText',
    deleteUnsent: 'menu.deleteUnsentCommentText',
  },
} as const;

/** What did not go through, by the kind of change. */
const notDone = { delete: 'change.notDeleted', pin: 'change.pinNotSaved', comments: 'change.commentsNotSaved', edit: 'change.notSaved' } as const;

/** The change of a delivered row not yet sent, or refused: "Saving…", or the refusal with Retry and Discard. */
function PendingChangeState({ row, onEdit }: { row: PostView | CommentView; onEdit(): void }) {
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation('posts');
  const local = useLocalMessage();
  const change = row.pending_change;
  if (!change) return null;
  if (change.status === 'pending') {
    return (
      <p className="unsent unsent--pending" role="status">
        {t('change.saving')}
      </p>
    );
  }
  const act = (job: Promise<void>) => {
    setBusy(true);
    job.catch((err: unknown) => console.warn('Could not act on the change', err)).finally(() => setBusy(false));
  };
  const engine = getEngine();
  return (
    <div className="unsent unsent--failed" role="alert" data-testid="change-failed">
      <span>{t(notDone[change.kind], { error: local(change.error || messages.unknownError) })}</span>
      <span className="unsent__actions">
        <button type="button" className="button button--small" disabled={busy} onClick={() => act(engine.outbox.retry(change.client_id))}>
          {t('actions.retry')}
        </button>
        {change.kind === 'edit' && (
          <button type="button" className="button button--small button--quiet" disabled={busy} onClick={onEdit}>
            {t('actions.edit')}
          </button>
        )}
        <button type="button" className="button button--small button--quiet" disabled={busy} onClick={() => act(engine.outbox.discard(change.client_id))}>
          {t('actions.discard')}
        </button>
      </span>
    </div>
  );
}

/** One choice of the menu: the menu closes, then the choice acts. */
function MenuItem({ label, danger, close, onChoose }: { label: string; danger?: boolean; close(): void; onChoose(): void }) {
  return (
    <button
      type="button"
      role="menuitem"
      className={danger ? 'owner-menu__item owner-menu__item--danger' : 'owner-menu__item'}
      onClick={() => {
        close();
        onChoose();
      }}
    >
      {label}
    </button>
  );
}

export default function OwnerActions(props: Props) {
  const { kind, row, onDeleted, extraItems = [] } = props;
  const { userData } = useSession();
  const navigate = useNavigate();
  const { t } = useTranslation('posts');
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [pinning, setPinning] = useState(false);
  const [reporting, setReporting] = useState(false);
  const closeReport = useCallback(() => setReporting(false), []);
  const [openedAt, setOpenedAt] = useState(0);
  const controls = usePostControls(kind === 'post' ? (row as PostView) : null, userData?.user.role);
  const menuRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setConfirming(false), []);
  const w = words[kind];
  // A half-made edit kept from before a reload opens the form again.
  const editContext = useMemo<ComposerContext>(() => (kind === 'post' ? { type: 'edit-post', post_uid: row.uid } : { type: 'edit-comment', comment_uid: row.uid }), [kind, row.uid]);
  const editKept = useHasDraft(editContext);
  useEffect(() => {
    if (editKept) setEditing(true);
  }, [editKept]);

  const closeMenu = useCallback(() => setOpen(false), []);
  useDismiss(open, menuRef, closeMenu);

  if (!userData) return null;
  const isAuthor = row.author_id === userData.user.id;
  // Hosts and admins of the community may delete what others wrote (the server lets group admins too).
  const moderates = !isAuthor && userData.user.role !== 'member' && row.id > 0 && !row.status;
  // Anyone signed in may report what others wrote, once it is on the server.
  const mayReport = !isAuthor && row.id > 0 && !row.status;
  if (!isAuthor && !moderates && !mayReport && !controls.mayPin && !controls.mayTurnOffComments) return null;
  // A refused new post goes back into the composer to be edited (its own Edit button); its menu would offer the same.
  const menuShown = !(kind === 'post' && row.status === 'failed');
  const ref = { id: row.id, client_id: row.client_id };

  const save = async (text: string) => {
    const engine = getEngine();
    // Editing a refused edit again replaces it: the refused one is given up.
    if (row.pending_change?.status === 'failed' && row.pending_change.kind === 'edit') await engine.outbox.discard(row.pending_change.client_id);
    await (kind === 'post' ? engine.edits.editPost(ref, text) : engine.edits.editComment(ref, text));
  };
  const post = row as PostView;
  // Whether the pin is live, as of the moment the menu opened.
  const pinned = kind === 'post' && isPinnedAt(post.pinned_until, openedAt);
  const engine = getEngine();
  const control = (job: () => Promise<void>) => {
    job().catch((err: unknown) => console.warn('Could not change the post', err));
  };
  const pin = (duration: PinDuration) => {
    setPinning(false);
    control(() => engine.edits.pinPost(row.id, duration));
  };
  const remove = async () => {
    setConfirming(false);
    const engine = getEngine();
    await (kind === 'post' ? engine.edits.deletePost(ref) : engine.edits.deleteComment(ref));
    onDeleted?.();
    // A post deleted on its own screen: back to its wall, where it no longer shows.
    if (kind === 'post' && window.location.pathname === href('post', { postId: row.id })) void navigate(href('groups', { groupId: (row as PostView).wall_key }), { replace: true });
  };

  return (
    <>
      <PendingChangeState row={row} onEdit={() => setEditing(true)} />
      {menuShown && (
        <div className="owner-menu" ref={menuRef}>
          <button
            type="button"
            className="button button--small button--quiet owner-menu__button"
            aria-label={t(w.options)}
            aria-haspopup="menu"
            aria-expanded={open}
            onClick={() => {
              setOpenedAt(Date.now());
              setOpen((o) => !o);
            }}
          >
            ⋯
          </button>
          {open && (
            <div className="owner-menu__list card" role="menu">
              {isAuthor && <MenuItem close={closeMenu} label={t('actions.edit')} onChoose={() => setEditing(true)} />}
              {controls.mayPin &&
                (pinned ? (
                  <MenuItem close={closeMenu} label={t('menu.unpin')} onChoose={() => control(() => engine.edits.unpinPost(row.id))} />
                ) : (
                  <MenuItem close={closeMenu} label={t('menu.pin')} onChoose={() => setPinning(true)} />
                ))}
              {controls.mayTurnOffComments && (
                <MenuItem
                  close={closeMenu}
                  label={post.comments_disabled ? t('menu.commentsOn') : t('menu.commentsOff')}
                  onChoose={() => control(() => engine.edits.setCommentsDisabled(row.id, !post.comments_disabled))}
                />
              )}
              {kind === 'post' && row.id > 0 && !row.status && <ItemActions item={{ type: 'Post', id: row.id }} variant="menu" close={closeMenu} />}
              {mayReport && <MenuItem close={closeMenu} label={t(w.report)} onChoose={() => setReporting(true)} />}
              {extraItems.map((item) => (
                <MenuItem key={item.label} close={closeMenu} label={item.label} onChoose={item.onChoose} />
              ))}
              {(isAuthor || moderates) && <MenuItem close={closeMenu} label={t('menu.delete')} danger onChoose={() => setConfirming(true)} />}
            </div>
          )}
        </div>
      )}
      {editing && <EditForm label={t(w.edit)} initial={row.body} maxLength={w.max} draftContext={editContext} onSave={save} onClose={() => setEditing(false)} />}
      {reporting && (
        <OnDemand>
          <ReportContentDialog itemType={kind === 'post' ? 'Post' : 'Comment'} id={row.id} onClose={closeReport} />
        </OnDemand>
      )}
      {pinning && <PinDialog onPin={pin} onCancel={() => setPinning(false)} />}
      {confirming && (
        <ConfirmDialog
          title={t(w.deleteTitle)}
          text={row.id > 0 ? t(w.deleteText) : t(w.deleteUnsent)}
          confirmLabel={t('menu.delete')}
          onConfirm={() => void remove().catch((err: unknown) => console.warn('Could not delete', err))}
          onCancel={close}
        />
      )}
    </>
  );
}

/** "edited" beside the time of a post or comment the author changed. */
export function EditedMark({ editedAt }: { editedAt: string | null }) {
  const { t, i18n } = useTranslation('posts');
  if (!editedAt) return null;
  return (
    <span className="edited-mark" title={t('card.editedAt', { time: new Date(editedAt).toLocaleString(i18n.language) })}>
      {' '}
      · {t('card.edited')}
    </span>
  );
}
