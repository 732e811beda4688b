// After commit, every process turns new rows of the change feed into realtime events on the channels of their audience.
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { realtimeChannels, type RealtimeEvent } from '../../schema/realtime';
import type { ChangeKind } from '../../schema/sync';
import type { Database } from '../db/connect';
import { rowsOf } from '../db/rows-of';
import { changes, memberships } from '../db/schema';
import { chatMembers } from '../db/chat-schema';
import { enrollments } from '../db/course-schema';
import { headCursor } from '../domain/changes';
import { materialiserFor } from '../domain/materialisers/registry';

/** Where the events go: this process's subscribers (the gateway) or PubNub. */
export type PublishEvent = (channel: string, event: RealtimeEvent) => Promise<void>;

/**
 * Which of the changes after `from`, up to `to`, this process announces: those after the cursor it answers. The
 * embedded gateway announces every change in every process (each to its own subscribers); with PubNub one
 * process must publish each change, so they share a claim (`claimShared`).
 */
export type Claim = (from: number, to: number) => Promise<number>;
export const claimAll: Claim = async (from) => from;

/** With PubNub: the processes' shared record of what is published (migration 0018); `to` when another claimed it all. */
export function claimShared(db: Database): Claim {
  return async (_from, to) => {
    const result = await db.execute(sql`
      update realtime_published p set cursor = ${to}
      from (select cursor as old from realtime_published where id = 1 for update) o
      where p.id = 1 and p.cursor < ${to}
      returning o.old::text as old`);
    const rows = rowsOf<{ old: string }>(result);
    return rows[0] ? Number(rows[0].old) : to;
  };
}

/** The change rows read per step. */
const STEP = 1000;

interface ChangeRow {
  cursor: number;
  kind: ChangeKind;
  groupId: number | null;
  userId: number | null;
  courseId: number | null;
  chatId: number | null;
}

/** Channel -> the event announcing that channel's changes of one step. */
type Events = Map<string, { cursor: number; kinds: Set<ChangeKind> }>;

/**
 * The trigger of migration 0017 notifies `changes_committed` after each commit that appended changes; `wake` reads
 * what this process has not announced yet and publishes one event per channel. Audience: a change with user_id goes
 * to that member's channel; else its kind's audience: group readers to the group's channel, a group's admins and a
 * course's learners each to their own channel, a chat's changes to its channel (and chat.upsert to each current
 * member's own channel), listers and the community to the community channel. `onAccessChange` hears of members whose group
 * access moved (a group.delete for them), so the gateway decides their channels again.
 */
export class ChangeEvents {
  private last = 0;
  private running: Promise<void> | null = null;
  private again = false;

  private constructor(
    private readonly db: Database,
    private readonly publish: PublishEvent,
    private readonly onAccessChange: (userId: number) => void,
    private readonly claim: Claim,
  ) {}

  /** Starts after what is committed now: earlier changes are the delta feed's to deliver. */
  static async start(
    db: Database,
    publish: PublishEvent,
    { onAccessChange = () => {}, claim = claimAll }: { onAccessChange?: (userId: number) => void; claim?: Claim } = {},
  ): Promise<ChangeEvents> {
    const events = new ChangeEvents(db, publish, onAccessChange, claim);
    events.last = await headCursor(db);
    return events;
  }

  /** Reads and publishes what is new; calls during a run make it run once more. Resolves when caught up. */
  wake(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          while (await this.step());
        } while (this.again);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async step(): Promise<boolean> {
    const read: ChangeRow[] = await this.db
      .select({
        cursor: changes.cursor,
        kind: changes.kind,
        groupId: changes.groupId,
        userId: changes.userId,
        courseId: changes.courseId,
        chatId: changes.chatId,
      })
      .from(changes)
      .where(gt(changes.cursor, this.last))
      .orderBy(asc(changes.cursor))
      .limit(STEP);
    if (read.length === 0) return false;
    const after = await this.claim(this.last, read.at(-1)!.cursor);
    const rows = read.filter((r) => r.cursor > after);
    const events: Events = new Map();
    const add = (channel: string, row: ChangeRow) => {
      const e = events.get(channel) ?? { cursor: 0, kinds: new Set<ChangeKind>() };
      e.cursor = Math.max(e.cursor, row.cursor);
      e.kinds.add(row.kind);
      events.set(channel, e);
    };
    const adminsOf = await this.membersOf(rows, 'group-admins');
    const learnersOf = await this.membersOf(rows, 'course-learners');
    const chattersOf = await this.membersOf(rows.filter((r) => r.kind === 'chat.upsert'), 'chat-members');
    for (const row of rows) {
      if (row.userId !== null) {
        add(realtimeChannels.member(row.userId), row);
        // Group access, or a chat joined or left: the gateway decides the member's channels again.
        if (row.kind === 'group.delete' || row.kind === 'group.upsert' || row.kind === 'chat.upsert' || row.kind === 'chat.delete') {
          this.onAccessChange(row.userId);
        }
        continue;
      }
      const audience = materialiserFor(row.kind).audience;
      switch (audience) {
        case 'group-readers':
          if (row.groupId !== null) add(realtimeChannels.group(row.groupId), row);
          break;
        case 'group-admins':
          for (const id of adminsOf.get(row.groupId ?? 0) ?? []) add(realtimeChannels.member(id), row);
          break;
        case 'course-learners':
          for (const id of learnersOf.get(row.courseId ?? 0) ?? []) add(realtimeChannels.member(id), row);
          break;
        case 'chat-members':
          // An open chat hears everything of it on its channel; the inbox (each member's own channel) hears of the
          // chat's new state (a message moves its last message and unread counts: chat.upsert comes with it).
          if (row.chatId !== null) add(realtimeChannels.chat(row.chatId), row);
          for (const id of chattersOf.get(row.chatId ?? 0) ?? []) add(realtimeChannels.member(id), row);
          break;
        case 'community':
        case 'group-listers':
          add(realtimeChannels.community, row);
          break;
        case 'own':
          break;
        default:
          throw new Error(`No realtime channel for audience ${audience satisfies never}`);
      }
    }
    this.last = read.at(-1)!.cursor;
    for (const [channel, e] of events) await this.publish(channel, { type: 'changes', cursor: e.cursor, kinds: [...e.kinds] });
    return read.length === STEP;
  }

  /**
   * The members each change of an audience that names members goes to, by group (its active admins), course (its
   * enrolled members) or chat (its current members), for the changes of this step.
   */
  private async membersOf(rows: ChangeRow[], audience: 'group-admins' | 'course-learners' | 'chat-members'): Promise<Map<number, number[]>> {
    const key = (r: ChangeRow) => (audience === 'group-admins' ? r.groupId : audience === 'course-learners' ? r.courseId : r.chatId);
    const ids = [...new Set(rows.filter((r) => r.userId === null && key(r) !== null && materialiserFor(r.kind).audience === audience).map((r) => key(r)!))];
    const out = new Map<number, number[]>();
    if (ids.length === 0) return out;
    const found =
      audience === 'group-admins'
        ? await this.db
            .select({ id: memberships.groupId, userId: memberships.userId })
            .from(memberships)
            .where(and(inArray(memberships.groupId, ids), eq(memberships.role, 'admin'), eq(memberships.status, 'active')))
        : audience === 'course-learners'
          ? await this.db.select({ id: enrollments.courseId, userId: enrollments.userId }).from(enrollments).where(inArray(enrollments.courseId, ids))
          : await this.db
              .select({ id: chatMembers.chatId, userId: chatMembers.userId })
              .from(chatMembers)
              .where(and(inArray(chatMembers.chatId, ids), isNull(chatMembers.leftAt)));
    for (const f of found) out.set(f.id, [...(out.get(f.id) ?? []), f.userId]);
    return out;
  }
}
