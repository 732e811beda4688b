// After commit, every process turns new rows of the change feed into realtime events on the channels of their audience.
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { realtimeChannels, type RealtimeEvent } from '../../schema/realtime';
import type { ChangeKind } from '../../schema/sync';
import type { Database } from '../db/connect';
import { changes, memberships } from '../db/schema';
import { headCursor } from '../domain/changes';
import { materialiserFor } from '../domain/materialisers/registry';

/** Where the events go: this process's subscribers (the gateway) or PubNub. */
export type PublishEvent = (channel: string, event: RealtimeEvent) => Promise<void>;

/** The change rows read per step. */
const STEP = 1000;

interface ChangeRow {
  cursor: number;
  kind: ChangeKind;
  groupId: number | null;
  userId: number | null;
}

/** Channel -> the event announcing that channel's changes of one step. */
type Events = Map<string, { cursor: number; kinds: Set<ChangeKind> }>;

/**
 * The trigger of migration 0017 notifies `changes_committed` after each commit that appended changes; `wake` reads
 * what this process has not announced yet and publishes one event per channel. Audience: a change with user_id goes
 * to that member's channel; else its kind's audience: group readers to the group's channel, group admins to each
 * admin's channel, listers and the community to the community channel. `onAccessChange` hears of members whose group
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
  ) {}

  /** Starts after what is committed now: earlier changes are the delta feed's to deliver. */
  static async start(db: Database, publish: PublishEvent, onAccessChange: (userId: number) => void = () => {}): Promise<ChangeEvents> {
    const events = new ChangeEvents(db, publish, onAccessChange);
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
    const rows: ChangeRow[] = await this.db
      .select({ cursor: changes.cursor, kind: changes.kind, groupId: changes.groupId, userId: changes.userId })
      .from(changes)
      .where(gt(changes.cursor, this.last))
      .orderBy(asc(changes.cursor))
      .limit(STEP);
    if (rows.length === 0) return false;
    const events: Events = new Map();
    const add = (channel: string, row: ChangeRow) => {
      const e = events.get(channel) ?? { cursor: 0, kinds: new Set<ChangeKind>() };
      e.cursor = Math.max(e.cursor, row.cursor);
      e.kinds.add(row.kind);
      events.set(channel, e);
    };
    const adminsOf = await this.groupAdmins(rows);
    for (const row of rows) {
      if (row.userId !== null) {
        add(realtimeChannels.member(row.userId), row);
        if (row.kind === 'group.delete' || row.kind === 'group.upsert') this.onAccessChange(row.userId);
        continue;
      }
      const audience = materialiserFor(row.kind).audience;
      if (audience === 'group-readers' && row.groupId !== null) add(realtimeChannels.group(row.groupId), row);
      else if (audience === 'group-admins' && row.groupId !== null) for (const id of adminsOf.get(row.groupId) ?? []) add(realtimeChannels.member(id), row);
      else if (audience === 'community' || audience === 'group-listers') add(realtimeChannels.community, row);
    }
    this.last = rows.at(-1)!.cursor;
    for (const [channel, e] of events) await this.publish(channel, { type: 'changes', cursor: e.cursor, kinds: [...e.kinds] });
    return rows.length === STEP;
  }

  /** The active admins of the groups whose admin-only changes are in this step. */
  private async groupAdmins(rows: ChangeRow[]): Promise<Map<number, number[]>> {
    const ids = [...new Set(rows.filter((r) => r.userId === null && r.groupId !== null && materialiserFor(r.kind).audience === 'group-admins').map((r) => r.groupId!))];
    const out = new Map<number, number[]>();
    if (ids.length === 0) return out;
    const admins = await this.db
      .select({ groupId: memberships.groupId, userId: memberships.userId })
      .from(memberships)
      .where(and(inArray(memberships.groupId, ids), eq(memberships.role, 'admin'), eq(memberships.status, 'active')));
    for (const a of admins) out.set(a.groupId, [...(out.get(a.groupId) ?? []), a.userId]);
    return out;
  }
}
