// Outbox mutation kinds: what a member wrote locally and the worker still has to deliver. Each kind has one module in worker/mutations/.
import { z } from 'zod';
import type { ApiPathName } from './api-paths';
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

export interface MutationRequest {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: ApiPathName;
  /** The service worker may queue and replay it with the app closed (it carries an Idempotency-Key). */
  replayable: boolean;
}

/** The request each kind is delivered with; the engine sends through it and the service worker derives its replay list from it. */
export const mutationRequests: { [K in MutationKind]: MutationRequest } = {
  'post.create': { method: 'POST', path: 'wallPosts', replayable: true },
  'comment.create': { method: 'POST', path: 'postComments', replayable: true },
  'like.create': { method: 'POST', path: 'likes', replayable: true },
  'like.delete': { method: 'DELETE', path: 'like', replayable: true },
};
