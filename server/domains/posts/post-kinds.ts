// A new post's kinds on the server: the rule context (who may schedule), the shared group or event, the poll.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { messages } from '../../../schema/messages';
import { maySchedule, type PostRuleContext } from '../../../schema/post-rules';
import type { CreatePostBody } from '../../../schema/posts';
import type { PollInput } from '../../../schema/polls';
import type { Database } from '../../db/connect';
import { events } from '../events/event-schema';
import { groups } from '../groups/group-schema';
import { pollOptions, polls } from './post-schema';
import { loadConfiguration, currentLimits } from '../configuration/configuration';
import { canReadGroup, groupExistsFor, isGroupAdmin, loadGroupAccess, readableGroupIds, type GroupAccess } from '../groups/group-access';
import { HttpError } from '../../core/http-error';
import type { Viewer } from '../sessions/sessions';
import { findTextEntities } from '../../core/text-entities';

/** May this viewer schedule posts on this wall: a host (role admin) or an admin of the group. */
export const canScheduleIn = (viewer: Viewer, access: GroupAccess): boolean =>
  maySchedule(viewer.user.role, isGroupAdmin(access) ? 'admin' : null);

/** The facts postRuleIssues needs, as the server knows them now. */
export async function postRuleContext(db: Database, viewer: Viewer, access: GroupAccess, now: Date): Promise<PostRuleContext> {
  const config = await loadConfiguration(db);
  return { now, videoAvailable: !currentLimits().videos.reached, gifEnabled: config.gif_upload_enabled, canSchedule: canScheduleIn(viewer, access) };
}

/** The post's shared group or event as column values; 422 when the member cannot see it. */
export async function resolveShared(
  db: Database,
  viewer: Viewer,
  body: Pick<CreatePostBody, 'shared_group_key' | 'shared_event_id'>,
): Promise<{ sharedGroupId: number | null; sharedEventId: number | null }> {
  let sharedGroupId: number | null = null;
  let sharedEventId: number | null = null;
  if (body.shared_group_key !== undefined) {
    const access = await loadGroupAccess(db, viewer.user.id, eq(groups.key, body.shared_group_key));
    if (!access || !groupExistsFor(access) || !canReadGroup(access)) throw new HttpError(422, messages.sharedGroupNotFound);
    // A card of a secret group would show it to every reader of the wall.
    if (access.group.membershipType === 'secret') throw new HttpError(422, messages.sharedGroupSecret);
    sharedGroupId = access.group.id;
  }
  if (body.shared_event_id !== undefined) {
    const [event] = await db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.id, body.shared_event_id), visibleEvent(viewer.user.id)));
    if (!event) throw new HttpError(422, messages.sharedEventNotFound);
    sharedEventId = event.id;
  }
  return { sharedGroupId, sharedEventId };
}

/** An event the viewer may see: one of the whole community, or of a group they may read. */
export const visibleEvent = (viewerId: number) =>
  or(isNull(events.groupId), sql`${events.groupId} in ${readableGroupIds(viewerId)}`);

/** Stores a new post's poll and its options in their order. */
export async function storePoll(db: Database, postId: number, poll: PollInput): Promise<void> {
  const [row] = await db
    .insert(polls)
    .values({ postId, endsAt: new Date(poll.ends_at), hideResults: poll.hide_results })
    .returning({ id: polls.id });
  await db.insert(pollOptions).values(poll.options.map((text, position) => ({ pollId: row!.id, position, text })));
}

/** The post's own columns for its kinds: text entities, link button, shared group or event, schedule. */
export async function postKindColumns(db: Database, viewer: Viewer, body: CreatePostBody) {
  return {
    textEntities: await findTextEntities(db, body.body),
    linkButton: body.link_button ? { text: body.link_button.text.trim(), url: body.link_button.url } : null,
    ...(await resolveShared(db, viewer, body)),
    scheduledAt: body.scheduled_at ? new Date(body.scheduled_at) : null,
  };
}
