// Edits and deletes of posts and comments: the change shows at once on the row, the server's answer replaces it, a refusal keeps the text.
import { z } from 'zod';
import type { LocalComment, LocalDb, LocalPost } from '../../../../schema/local-db';
import { messages } from '../../../../schema/messages';
import { commentResponse, postResponse } from '../../../../schema/posts';
import type { Api } from '../../../api';
import { putServerComments } from '../collections/comments';
import { draftUid, serverUid } from '../../../../schema/mirror/draft-rows';
import { putServerPosts } from '../collections/posts';
import { changedRow, targetClientIdOf, targetIdOf, withChange, type RowChange } from './row-change-effect';
import { overlay } from '../../../overlay/overlay';
import { updateServerRows } from '../../../overlay/rebase';
import { bumpCommentsCount } from './draft-rows';
import { NotDeliverableError, sendAsDeclared, type MutationModule } from '../../../mutations/mutation';

type Table = 'posts' | 'comments';

/** The row a change names: the delivered row, else the draft of the create it follows. */
async function targetRow(db: LocalDb, table: Table, m: RowChange): Promise<LocalPost | LocalComment | undefined> {
  const id = targetIdOf(m);
  if (id > 0) return db.table(table).get(serverUid(id));
  const target = targetClientIdOf(m);
  if (!target) return undefined;
  return (await db.table(table).where('client_id').equals(target).filter((r: LocalPost) => r.id > 0).first()) ?? db.table(table).get(draftUid(target));
}

/**
 * The server id at send time: known when the change was made, or found through the create it followed (delivered
 * first, as the outbox sends in order). A create that was refused or discarded leaves nothing to change.
 */
export async function resolveServerId(db: LocalDb, table: Table, id: number, targetClientId: string | undefined, refusal: string): Promise<number> {
  if (id > 0) return id;
  const row = targetClientId ? await db.table(table).where('client_id').equals(targetClientId).filter((r: LocalPost) => r.id > 0).first() : undefined;
  if (!row) throw new NotDeliverableError(refusal);
  return (row as LocalPost).id;
}

/** A deleted comment takes its replies along: the count moves by all of them. */
const commentWeight = (c: LocalComment | undefined): number => (c ? 1 + (c.parent_id === null ? (c.replies_count ?? 0) : 0) : 0);

/** What a hidden (or shown again) row does to counts on the device. */
async function countDeleted(db: LocalDb, table: Table, row: LocalPost | LocalComment | undefined, sign: 1 | -1): Promise<void> {
  if (table !== 'comments' || !row) return;
  const c = row as LocalComment;
  await bumpCommentsCount(db, c.post_id, sign * commentWeight(c));
  if (c.parent_id !== null) await updateServerRows(db, 'comments', [serverUid(c.parent_id)], (p) => ({ ...p, replies_count: Math.max(0, (p.replies_count ?? 0) + sign) }));
}

function rowChange<K extends RowChange['kind']>(kind: K, table: Table, fallbackMessage: string) {
  const deleting = kind.endsWith('.delete');
  const notFound = table === 'posts' ? messages.postNotFound : messages.commentNotFound;
  const hooks: Omit<MutationModule<RowChange['kind'], unknown>, 'kind'> = {
    // An edited post keeps some content: its text, or the media or poll it has (the server checks the same).
    async check(db, m) {
      if (m.kind !== 'post.update' || m.body.body.trim() !== '') return null;
      const row = (await targetRow(db, table, m)) as LocalPost | undefined;
      return row && (row.media.length > 0 || row.poll) ? null : messages.postEmpty;
    },
    overlay: overlay<RowChange>((m) => changedRow(table, m), { [table]: withChange }),
    async write(db, m) {
      if (deleting) await countDeleted(db, table, await targetRow(db, table, m), -1);
    },
    async send(api: Api, m0, db) {
      const m = m0 as RowChange;
      const id = await resolveServerId(db, table, targetIdOf(m), targetClientIdOf(m), notFound);
      const body = 'body' in m ? m.body : undefined;
      const schema = table === 'posts' ? postResponse : commentResponse;
      return sendAsDeclared(api, m, { params: { id }, body, schema: deleting ? z.unknown() : schema });
    },
    async delivered(db, m, answer, ctx) {
      const row = await targetRow(db, table, m);
      if (deleting) {
        if (row && row.id > 0) await ctx.forget(table === 'posts' ? { postIds: [row.id] } : { commentIds: [row.id] });
        if (row && row.id <= 0) await db.table(table).delete(row.uid);
        return;
      }
      if (table === 'posts') await putServerPosts(db, [(answer as { post: Parameters<typeof putServerPosts>[1][number] }).post]);
      else await putServerComments(db, [(answer as { comment: Parameters<typeof putServerComments>[1][number] }).comment]);
    },
    // A delete shown again (refused, discarded) or hidden again (retried) moves the counts; the overlay does the row.
    async refused(db, m) {
      if (deleting) await countDeleted(db, table, await targetRow(db, table, m), 1);
    },
    async retried(db, m) {
      if (deleting) await countDeleted(db, table, await targetRow(db, table, m), -1);
    },
    async discarded(db, m) {
      const row = await targetRow(db, table, m);
      const wasHidden = row?.pending_change?.client_id === m.client_id && row?.pending_change?.status === 'pending';
      if (deleting && wasHidden) await countDeleted(db, table, row, 1);
    },
    fallbackMessage,
  };
  // The hooks read only what every one of the four kinds has; each module is the one kind.
  return { kind, ...hooks } as unknown as MutationModule<K, unknown>;
}

export const postUpdate = rowChange('post.update', 'posts', messages.postNotSaved);
export const postDelete = rowChange('post.delete', 'posts', messages.postNotSaved);
// A pin and the comments setting are changes of a delivered post like an edit (laid over it until the server answers).
export const postPin = rowChange('post.pin', 'posts', messages.postNotSaved);
export const postUnpin = rowChange('post.unpin', 'posts', messages.postNotSaved);
export const postCommentsSetting = rowChange('post.set_comments', 'posts', messages.postNotSaved);
export const commentUpdate = rowChange('comment.update', 'comments', messages.commentNotSaved);
export const commentDelete = rowChange('comment.delete', 'comments', messages.commentNotSaved);
