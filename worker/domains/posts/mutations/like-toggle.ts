// Liking and unliking: laid over the member's like row at once; the server's answer becomes the row beneath and sets the count.
import { likeUid, type LocalDb, type LocalLike } from '../../../../schema/local-db';
import { likeAnswer, type LikeAnswer, type LikeBody } from '../../../../schema/likes';
import { messages } from '../../../../schema/messages';
import { serverUid } from '../../../../schema/mirror/draft-rows';
import type { MutationOf } from '../../../../schema/outbox';
import type { Api } from '../../../api';
import { defineMutation, sendAsDeclared } from '../../../mutations/mutation';
import { overlay, writeState, type Write } from '../../../overlay/overlay';
import { updateServerRows } from '../../../overlay/rebase';
import { setServerLiked } from '../collections/likes';

const uidOf = (b: LikeBody) => likeUid(b.likeable_type, b.likeable_id);

type LikeMutation = MutationOf<'like.create'> | MutationOf<'like.delete'>;

async function delivered(db: LocalDb, body: LikeBody, answer: LikeAnswer): Promise<void> {
  const table = answer.likeable_type === 'Comment' ? 'comments' : answer.likeable_type === 'Post' ? 'posts' : null;
  if (table) await updateServerRows(db, table, [serverUid(answer.likeable_id)], (r) => ({ ...r, likes_count: answer.likes_count }));
  await setServerLiked(db, body.likeable_type, body.likeable_id, answer.liked);
}

/** The like as the member sees it after this wish; with no row, what they saw was the opposite (the button offered this toggle). */
function wished(row: LocalLike | undefined, w: Write<LikeMutation>, liked: 0 | 1): LocalLike {
  const body: LikeBody = w.mutation.body;
  const base = row ?? { uid: uidOf(body), likeable_type: body.likeable_type, likeable_id: body.likeable_id, liked: (1 - liked) as 0 | 1, server_liked: (1 - liked) as 0 | 1 };
  return { ...base, liked, ...writeState(w) };
}

function hooks(liked: 0 | 1) {
  return {
    overlay: overlay<LikeMutation>((m) => [{ table: 'likes', key: uidOf(m.body) }], { likes: (row, w) => wished(row, w, liked) }),
    send: (api: Api, m: LikeMutation) =>
      sendAsDeclared(api, m, liked ? { body: m.body, schema: likeAnswer } : { params: { ...m.body }, schema: likeAnswer }),
    delivered: (db: LocalDb, m: LikeMutation, answer: LikeAnswer) => delivered(db, m.body, answer),
    fallbackMessage: messages.likeNotSaved,
  };
}

export const likeCreate = defineMutation<'like.create', LikeAnswer>({ kind: 'like.create', ...hooks(1) });
export const likeDelete = defineMutation<'like.delete', LikeAnswer>({ kind: 'like.delete', ...hooks(0) });
