// Post commands: wall pages and single posts into the mirror, and new posts through the outbox.
import type { ShareableEvent } from '../../../../schema/composer-lookups';
import type { ComposerAttachment } from '../../../../schema/mirror/composer-drafts';
import type { CreatePostInput } from '../../../../schema/posts';
import { clearDraft } from '../composer-drafts';
import { noteEventCard } from '../mutations/post-kinds-draft';
import { newClientId } from '../../../../schema/mirror/draft-rows';
import { loadScheduledPosts } from '../scheduled-posts';
import { attachmentUploads } from './attachments';
import type { EngineContext } from '../../../commands/context';

/** A post as the composer hands it over: its text, files and kinds (checked again by postRuleIssues on the server). */
export type PostDraftInput = Omit<CreatePostInput, 'media_ids'> & {
  body: string;
  attachments: ComposerAttachment[];
  /** The card of the shared event, for the optimistic row (the device keeps no events). */
  shared_event?: ShareableEvent;
};

export function postCommands({ db, api, puller, send, outbox, forget }: EngineContext) {
  return {
    /** Fetches a wall's first page (or the next one when `more`) into the mirror. */
    loadWall(wallKey: string, more = false): Promise<void> {
      return puller.loadWall(wallKey, more);
    },

    /** Fetches the member's scheduled posts into the mirror (the screen reads them from there). */
    loadScheduled(): Promise<void> {
      return loadScheduledPosts(db, api, forget);
    },

    /** Fetches a wall's Hottest first page (or the next one when `more`) into the mirror. */
    loadHottest(wallKey: string, more = false): Promise<void> {
      return puller.loadHottest(wallKey, more);
    },

    /** Fetches the activity feed's first page (or the next one when `more`) into the mirror. */
    loadActivity(more = false): Promise<void> {
      return puller.loadActivity(more);
    },

    /** Fetches a post and its comments into the mirror. */
    load(postId: number): Promise<void> {
      return puller.loadPost(postId);
    },

    /**
     * Writes the optimistic post and its outbox entry in one transaction, then forgets the wall's composer draft (the
     * post is safe in the outbox now) and tries to send; answers the client id. A bare string is the text alone. The
     * page may choose the client id (`clientId`) when it shows the post itself before this answers (its echo).
     */
    async create(wallKey: string, draft: PostDraftInput | string, clientId = newClientId()): Promise<string> {
      const { attachments, shared_event, ...body } = typeof draft === 'string' ? { body: draft, attachments: [], shared_event: undefined } : draft;
      const forgetCard = shared_event ? noteEventCard(clientId, shared_event) : () => undefined;
      const uploads = attachmentUploads({ post_client_id: clientId }, attachments);
      const post = { kind: 'post.create' as const, client_id: clientId, wall_key: wallKey, body, media_client_ids: uploads.rows.map((r) => r.client_id) };
      await outbox.enqueueMany(db, [...uploads.entries, post], async ({ userId }) => {
        await db.uploads.bulkAdd(uploads.rows);
        await clearDraft(db, { type: 'post', wall_key: wallKey }, userId);
      }).finally(forgetCard);
      send(false);
      return clientId;
    },
  };
}
