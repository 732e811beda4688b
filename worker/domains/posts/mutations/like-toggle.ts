// Liking and unliking: the member's like row changes at once; the server's answer sets the count and what it knows.
import { likeUid, type LocalDb } from '../../../../schema/local-db';
import { likeAnswer, type LikeAnswer, type LikeBody } from '../../../../schema/likes';
import { messages } from '../../../../schema/messages';
import type { Mutation, MutationOf } from '../../../../schema/outbox';
import type { Api } from '../../../api';
import { defineMutation, sendAsDeclared } from '../../../mutations/mutation';

const uidOf = (b: LikeBody) => likeUid(b.likeable_type, b.likeable_id);

/** Another like or unlike of the same thing is still unsent (besides `clientId`). */
async function othersPending(db: LocalDb, uid: string, clientId: string): Promise<boolean> {
  const isSame = (m: Mutation) => (m.kind === 'like.create' || m.kind === 'like.delete') && uidOf(m.body) === uid;
  return (await db.outbox.filter((e) => e.client_id !== clientId && isSame(e.mutation)).count()) > 0;
}

async function wish(db: LocalDb, body: LikeBody, clientId: string, liked: 0 | 1): Promise<void> {
  const uid = uidOf(body);
  // With no row, what the member saw was the opposite of the wish (the button offered this toggle).
  const row = (await db.likes.get(uid)) ?? { uid, ...body, liked: (1 - liked) as 0 | 1, server_liked: (1 - liked) as 0 | 1 };
  await db.likes.put({ ...row, liked, status: 'pending', error: undefined, client_id: clientId });
}

/** Nothing of this like is unsent any more: what the member sees is what the server knows. */
async function settle(db: LocalDb, body: LikeBody, clientId: string): Promise<void> {
  const uid = uidOf(body);
  const row = await db.likes.get(uid);
  if (!row || (await othersPending(db, uid, clientId))) return;
  if (row.server_liked) await db.likes.put({ uid, likeable_type: row.likeable_type, likeable_id: row.likeable_id, liked: 1, server_liked: 1 });
  else await db.likes.delete(uid);
}

async function delivered(db: LocalDb, body: LikeBody, clientId: string, answer: LikeAnswer): Promise<void> {
  const table = answer.likeable_type === 'Comment' ? 'comments' : answer.likeable_type === 'Post' ? 'posts' : null;
  if (table) await db.table(table).where('id').equals(answer.likeable_id).modify({ likes_count: answer.likes_count });
  await db.likes.update(uidOf(body), { server_liked: answer.liked ? 1 : 0 });
  await settle(db, body, clientId);
}

type LikeMutation = MutationOf<'like.create'> | MutationOf<'like.delete'>;

function hooks(liked: 0 | 1) {
  return {
    write: (db: LocalDb, m: LikeMutation) => wish(db, m.body, m.client_id, liked),
    send: (api: Api, m: LikeMutation) =>
      sendAsDeclared(api, m, liked ? { body: m.body, schema: likeAnswer } : { params: { ...m.body }, schema: likeAnswer }),
    delivered: (db: LocalDb, m: LikeMutation, answer: LikeAnswer) => delivered(db, m.body, m.client_id, answer),
    async refused(db: LocalDb, m: LikeMutation, message: string) {
      await db.likes.update(uidOf(m.body), { status: 'failed', error: message });
    },
    async retried(db: LocalDb, m: LikeMutation) {
      await db.likes.update(uidOf(m.body), { status: 'pending', error: undefined });
    },
    discarded: (db: LocalDb, m: LikeMutation) => settle(db, m.body, m.client_id),
    fallbackMessage: messages.likeNotSaved,
  };
}

export const likeCreate = defineMutation({ kind: 'like.create', ...hooks(1) });
export const likeDelete = defineMutation({ kind: 'like.delete', ...hooks(0) });
