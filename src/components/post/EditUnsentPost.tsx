// "Edit" on a post the server refused: its text and parts go back into the wall's composer, and the refused copy goes.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { composerContextKey, type ComposerContext } from '../../../schema/mirror/composer-drafts';
import type { PostView } from '../../hooks/mirror-views';
import { getEngine } from '../../data/engine';
import { DRAFT_REPLACED_EVENT } from '../../hooks/use-composer-draft';
import { toLocalInput, type ComposerState } from '../../lib/composer-state';
import { postDraftCodec } from '../composer/post-draft-codec';

/** The composer state that would make this post again (files are not kept: they are chosen again). */
export function composerStateOf(post: Pick<PostView, 'body' | 'poll' | 'link_button' | 'shared' | 'scheduled_at'>): ComposerState {
  return {
    text: post.body,
    attachments: [],
    poll: post.poll
      ? { options: post.poll.options.map((o) => o.text), ends_at: toLocalInput(new Date(post.poll.ends_at)), hide_results: post.poll.hide_results }
      : null,
    link: post.link_button,
    share: post.shared ? (post.shared.type === 'group' ? { type: 'group', key: post.shared.key } : post.shared) : null,
    schedule: post.scheduled_at ? toLocalInput(new Date(post.scheduled_at)) : null,
  };
}

function joinStates(held: ComposerState, back: ComposerState): ComposerState {
  return {
    text: [held.text.trim(), back.text].filter((t) => t !== '').join('\n\n'),
    attachments: held.attachments,
    poll: held.poll ?? back.poll,
    link: held.link ?? back.link,
    share: held.share ?? back.share,
    schedule: held.schedule ?? back.schedule,
  };
}

export default function EditUnsentPost({ post }: { post: PostView }) {
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation('posts');
  if (post.status !== 'failed' || !post.client_id) return null;
  const clientId = post.client_id;
  const edit = async () => {
    setBusy(true);
    const context: ComposerContext = { type: 'post', wall_key: post.wall_key };
    const engine = getEngine();
    try {
      // The draft is written first: the member's text is never only in the copy that is discarded. What the composer
      // already holds is kept: the texts are joined, and its own parts win.
      const held = await engine.drafts.load(context);
      const back = composerStateOf(post);
      const state = held ? joinStates(postDraftCodec.fromDraft(held), back) : back;
      await engine.drafts.save(context, postDraftCodec.toDraft(state));
      await engine.outbox.discard(clientId);
      window.dispatchEvent(new CustomEvent(DRAFT_REPLACED_EVENT, { detail: composerContextKey(context) }));
      document.querySelector<HTMLTextAreaElement>('[data-testid="post-composer"] textarea')?.focus();
    } catch (err) {
      console.warn('Could not move the post back into the composer', err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button button--small button--quiet" disabled={busy} onClick={() => void edit()}>
      {t('actions.edit')}
    </button>
  );
}
