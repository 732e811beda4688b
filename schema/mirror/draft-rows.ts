// Optimistic rows of posts and comments: their ids until the server's row replaces them, built alike by the engine and the page's echo.
import type { Poll } from '../polls';
import type { CreatePostInput, SharedItem } from '../posts';
import type { TextEntities } from '../text-entities';
import type { LocalPost } from './posts';
import { sortKey } from './posts';

/** Optimistic rows have no server id yet; this placeholder is never a real id. */
export const PLACEHOLDER_ID = -1;

export const serverUid = (id: number): string => `p${id}`;
export const draftUid = (clientId: string): string => `c${clientId}`;

/**
 * A client id the schema accepts and the server keeps as the row's `client_id` (the Idempotency-Key): 128 random
 * bits as hex. getRandomValues, unlike randomUUID, also exists outside secure contexts.
 */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The fields every draft row shares: placeholder id, the member as author, the text, now, pending. */
export function draftFields(clientId: string, authorId: number, body: string, now: Date) {
  const at = now.toISOString();
  return {
    id: PLACEHOLDER_ID,
    client_id: clientId,
    author_id: authorId,
    body,
    created_at: at,
    updated_at: at,
    uid: draftUid(clientId),
    status: 'pending' as const,
    sort_key: sortKey(at, PLACEHOLDER_ID),
  };
}

/** The poll as it will look once posted: options in order, nothing counted (ids are placeholders until then). */
export function draftPoll(body: Pick<CreatePostInput, 'poll'>): Poll | null {
  const p = body.poll;
  if (!p) return null;
  const hidden = p.hide_results ?? false;
  return {
    id: 0,
    ends_at: p.ends_at,
    hide_results: hidden,
    options: p.options.map((text, i) => ({ id: -(i + 1), text, votes_count: hidden ? null : 0 })),
    votes_count: hidden ? null : 0,
  };
}

/** The server finds mentions and hashtags; a draft shows its text plain until then (no zod on the page for this). */
const noEntities = (): TextEntities => ({ mentions: [], hashtags: [] });

export interface DraftPostInput {
  clientId: string;
  authorId: number;
  wallKey: string;
  groupId: number;
  body: Omit<CreatePostInput, 'media_ids'>;
  shared: SharedItem | null;
  now: Date;
}

/** A new post as the device shows it until the server's post arrives: nothing liked, counted or processed yet. */
export function draftPost({ clientId, authorId, wallKey, groupId, body, shared, now }: DraftPostInput): LocalPost {
  return {
    ...draftFields(clientId, authorId, body.body ?? '', now),
    wall_key: wallKey,
    group_id: groupId,
    likes_count: 0,
    comments_count: 0,
    comments_disabled: false,
    text_entities: noEntities(),
    media: [],
    poll: draftPoll(body),
    link_button: body.link_button ?? null,
    shared,
    scheduled_at: body.scheduled_at ?? null,
    edited_at: null,
    link_preview: null,
    pinned_until: null,
    required_plan: body.required_plan ?? null,
    locked: false,
  };
}
