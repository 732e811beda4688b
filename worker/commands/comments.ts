// Comment commands: new comments through the outbox.
import { enqueue } from '../outbox';
import type { EngineContext } from './context';

export function commentCommands({ db, send }: EngineContext) {
  return {
    /** Writes the optimistic comment and its outbox entry in one transaction, then tries to send; answers the client id. */
    async create(postId: number, body: string): Promise<string> {
      const clientId = await enqueue(db, { kind: 'comment.create', post_id: postId, body: { body } });
      send(false);
      return clientId;
    },
  };
}
