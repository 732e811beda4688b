// Like commands: liking and unliking posts and comments through the outbox, optimistic and exactly once; who liked (online).
import type { LikeableType, LikersPage } from '../../../../schema/likes';
import type { EngineContext } from '../../../commands/context';

export function likeCommands({ db, api, send, outbox }: EngineContext) {
  async function toggle(kind: 'like.create' | 'like.delete', likeableType: LikeableType, likeableId: number): Promise<string> {
    const clientId = await outbox.enqueue(db, { kind, body: { likeable_type: likeableType, likeable_id: likeableId } });
    send(false);
    return clientId;
  }
  return {
    /** Shows the like at once and sends it; answers the client id. */
    like: (likeableType: LikeableType, likeableId: number) => toggle('like.create', likeableType, likeableId),
    /** Shows the like gone at once and sends the unlike; answers the client id. */
    unlike: (likeableType: LikeableType, likeableId: number) => toggle('like.delete', likeableType, likeableId),
    /** Who liked it, a page of 15 (an online read: the device keeps no list of likers). */
    likers: (likeableType: LikeableType, likeableId: number, page = 1): Promise<LikersPage> => api.likers(likeableType, likeableId, page),
  };
}
