// Outbox mutation kinds: what a member wrote locally and the worker still has to deliver. Each kind has one module in worker/mutations/.
import { z } from 'zod';
import { clientId, numericId } from './common';
import { likeBody } from './likes';
import { createCommentBody, createPostBody } from './posts';

export const mutation = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('post.create'), client_id: clientId, wall_key: z.string(), body: createPostBody }),
  z.object({ kind: z.literal('comment.create'), client_id: clientId, post_id: numericId, body: createCommentBody }),
  z.object({ kind: z.literal('like.create'), client_id: clientId, body: likeBody }),
  z.object({ kind: z.literal('like.delete'), client_id: clientId, body: likeBody }),
]);
export type Mutation = z.infer<typeof mutation>;
export type MutationKind = Mutation['kind'];
export type MutationOf<K extends MutationKind> = Extract<Mutation, { kind: K }>;

export const outboxStatus = z.enum(['pending', 'sending', 'failed']);
export type OutboxStatus = z.infer<typeof outboxStatus>;
