// A new post on the device: the rules checked before it is queued, and its optimistic row's poll (no votes yet) and shared item.
import type { LocalDb } from '../../../../schema/local-db';
import { maySchedule, postRuleIssues } from '../../../../schema/post-rules';
import type { CreatePostBody, SharedItem } from '../../../../schema/posts';
import { kvGet } from '../../../kv';

/** Event cards of posts being queued right now, by client id: the device keeps no events, the composer knows it. */
const eventCards = new Map<string, SharedItem>();

/** Notes the card of the event a post about to be queued shares; `forget` once it is queued (or refused). */
export function noteEventCard(clientId: string, card: { id: number; name: string; starts_at: string }): () => void {
  eventCards.set(clientId, { type: 'event', ...card });
  return () => eventCards.delete(clientId);
}

/** A shared group's card from the mirror, or the event's card the composer gave. */
export async function draftShared(db: LocalDb, m: { client_id: string; body: CreatePostBody }): Promise<SharedItem | null> {
  const body = m.body;
  const event = eventCards.get(m.client_id);
  if (event?.type === 'event' && event.id === body.shared_event_id) return event;
  if (body.shared_group_key === undefined) return null;
  const group = await db.groups.get(body.shared_group_key);
  return { type: 'group', key: body.shared_group_key, name: group?.name ?? body.shared_group_key };
}

/**
 * The post rules (docs/product.md 5) on the device before the post is queued, so a post the composer would not send is not
 * queued from elsewhere either. Files count as images here (their kinds are checked by the composer and the server):
 * that can miss a refusal the server will make, never refuse a post the server would take.
 */
export async function postCreateIssue(db: LocalDb, m: { wall_key: string; body: CreatePostBody; media_client_ids: string[] }): Promise<string | null> {
  const [group, userData] = await Promise.all([db.groups.get(m.wall_key), kvGet(db, 'userData')]);
  const canSchedule = !group || !userData || maySchedule(userData.user.role, group.user_role);
  const media = m.media_client_ids.map(() => ({ media_type: 'image' as const }));
  const issues = postRuleIssues({ ...m.body, media }, { now: new Date(), videoAvailable: true, gifEnabled: true, canSchedule });
  return issues[0] ?? null;
}
