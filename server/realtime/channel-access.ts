// Who may subscribe to and publish on which realtime channel (the gateway's rule and the access manager's grants).
import { and, eq, isNull, sql } from 'drizzle-orm';
import { parseChannel, realtimeChannels, type ChannelRef } from '../../schema/realtime';
import type { Database } from '../db/connect';
import { chatMembers } from '../domains/chats/chat-schema';
import { groups } from '../domains/groups/group-schema';
import { isChatMember } from '../domains/chats/chat-access';
import { canReadGroup, loadGroupAccess, readableGroupIds } from '../domains/groups/group-access';

/** Whether a member belongs to a chat now (its current members only). */
export type ChatMembership = (db: Database, userId: number, chatId: number) => Promise<boolean>;

export class ChannelAccess {
  constructor(
    private readonly db: Database,
    private readonly chats: ChatMembership = isChatMember,
  ) {}

  /** Read: their own channel, the community's, groups they may read, chats they belong to (presence alike). */
  async mayRead(userId: number, channel: string): Promise<boolean> {
    const ref = parseChannel(channel);
    if (!ref) return false;
    if (ref.kind === 'community') return true;
    if (ref.kind === 'member') return ref.id === userId;
    if (ref.kind === 'chat') return this.chats(this.db, userId, ref.id);
    const access = await loadGroupAccess(this.db, userId, eq(groups.id, ref.id));
    return access !== null && canReadGroup(access);
  }

  /** Write: only their own channel (their other devices) and their chats; group and community channels are the server's. */
  async mayPublish(userId: number, channel: string): Promise<boolean> {
    const ref = parseChannel(channel);
    if (!ref || channel !== baseName(ref)) return false;
    if (ref.kind === 'member') return ref.id === userId;
    if (ref.kind === 'chat') return this.chats(this.db, userId, ref.id);
    return false;
  }

  /** Every channel the member may subscribe to now (what the access manager grants, and what the client is told). */
  async readable(userId: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: groups.id })
      .from(groups)
      .where(sql`${groups.id} in ${readableGroupIds(userId)}`)
      .orderBy(groups.id);
    const chats = await this.db
      .select({ id: chatMembers.chatId })
      .from(chatMembers)
      .where(and(eq(chatMembers.userId, userId), isNull(chatMembers.leftAt)))
      .orderBy(chatMembers.chatId);
    return [
      realtimeChannels.member(userId),
      realtimeChannels.community,
      ...rows.map((r) => realtimeChannels.group(r.id)),
      ...chats.map((c) => realtimeChannels.chat(c.id)),
    ];
  }
}

function baseName(ref: ChannelRef): string {
  return ref.kind === 'community' ? realtimeChannels.community : realtimeChannels[ref.kind](ref.id);
}
