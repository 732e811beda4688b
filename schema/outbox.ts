// Outbox mutation kinds: what a member wrote locally and the worker still has to deliver. Each kind has one module in worker/mutations/.
import { z } from 'zod';
import type { ApiPathName } from './api-paths';
import { clientId, numericId } from './common';
import { likeBody } from './likes';
import { createCommentBody, createPostBody } from './posts';
import { customUserValuesBody, emailSettingsBody, marketingPreferencesBody, walkthroughBody } from './profile';

export const mutation = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('post.create'), client_id: clientId, wall_key: z.string(), body: createPostBody }),
  z.object({ kind: z.literal('comment.create'), client_id: clientId, post_id: numericId, body: createCommentBody }),
  z.object({ kind: z.literal('like.create'), client_id: clientId, body: likeBody }),
  z.object({ kind: z.literal('like.delete'), client_id: clientId, body: likeBody }),
  z.object({ kind: z.literal('marketingPreferences.update'), client_id: clientId, body: marketingPreferencesBody }),
  z.object({ kind: z.literal('emailSettings.update'), client_id: clientId, body: emailSettingsBody }),
  z.object({ kind: z.literal('customValues.update'), client_id: clientId, body: customUserValuesBody }),
  z.object({ kind: z.literal('walkthrough.update'), client_id: clientId, body: walkthroughBody }),
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
  // Settings: the server applies each key once, so a late replay cannot put back a value changed since.
  'marketingPreferences.update': { method: 'PATCH', path: 'marketingPreferences', replayable: true },
  'emailSettings.update': { method: 'PATCH', path: 'emailSettings', replayable: true },
  'customValues.update': { method: 'PATCH', path: 'customUserValues', replayable: true },
  'walkthrough.update': { method: 'PUT', path: 'walkthrough', replayable: true },
};
