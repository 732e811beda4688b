// Post commands: wall pages and single posts into the mirror, and new posts through the outbox.
import { enqueue } from '../outbox';
import type { EngineContext } from './context';

export function postCommands({ db, puller, send }: EngineContext) {
  return {
    /** Fetches a wall's first page (or the next one when `more`) into the mirror. */
    loadWall(wallKey: string, more = false): Promise<void> {
      return puller.loadWall(wallKey, more);
    },

    /** Fetches a post and its comments into the mirror. */
    load(postId: number): Promise<void> {
      return puller.loadPost(postId);
    },

    /** Writes the optimistic post and its outbox entry in one transaction, then tries to send; answers the client id. */
    async create(wallKey: string, body: string): Promise<string> {
      const clientId = await enqueue(db, { kind: 'post.create', wall_key: wallKey, body: { body } });
      send(false);
      return clientId;
    },
  };
}
