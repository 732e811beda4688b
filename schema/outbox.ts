// Outbox mutation kinds: what a member wrote locally and the worker still has to deliver.
import { z } from 'zod';
import { clientId, numericId } from './common';
import { createCommentBody, createPostBody } from './posts';

export const mutation = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('post.create'), client_id: clientId, wall_key: z.string(), body: createPostBody }),
  z.object({ kind: z.literal('comment.create'), client_id: clientId, post_id: numericId, body: createCommentBody }),
]);
export type Mutation = z.infer<typeof mutation>;
export type MutationKind = Mutation['kind'];

export const outboxStatus = z.enum(['pending', 'sending', 'failed']);
export type OutboxStatus = z.infer<typeof outboxStatus>;
