// After commit, every process turns new rows of the change feed into realtime events on the channels of their audience.
import { asc, gt, sql } from 'drizzle-orm';
import { realtimeChannels, type RealtimeEvent } from '../../schema/realtime';
import type { ChangeKind } from '../../schema/sync';
import type { Database } from '../db/connect';
import { rowsOf } from '../db/rows-of';
import { changes } from '../core/sync-schema';
import type { AudienceDef, SharedChange } from '../core/audiences/audience';
import { headCursor } from '../core/changes';
import { audienceOf } from '../core/audiences/kind-audiences';

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

interface ChangeRow extends SharedChange {
  userId: number | null;
}

/** Channel -> the event announcing that channel's changes of one step. */
type Events = Map<string, { cursor: number; kinds: Set<ChangeKind> }>;

/**
 * The trigger of migration 0017 notifies `changes_committed` after each commit that appended changes; `wake` reads
 * what this process has not announced yet and publishes one event per channel. A change with user_id goes to that
 * member's channel; any other to the channels its kind's audience names (server/core/audiences/). `onAccessChange`
 * hears of members whose group access moved (a group.delete for them), so the gateway decides their channels again.
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
        userId: changes.userId,
        scopeId: changes.scopeId,
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
    const shared = new Map<AudienceDef, ChangeRow[]>();
    for (const row of rows) {
      if (row.userId !== null) {
        add(realtimeChannels.member(row.userId), row);
        // Group access, or a chat joined or left: the gateway decides the member's channels again.
        if (row.kind === 'group.delete' || row.kind === 'group.upsert' || row.kind === 'chat.upsert' || row.kind === 'chat.delete') {
          this.onAccessChange(row.userId);
        }
        continue;
      }
      const audience = audienceOf(row.kind);
      const list = shared.get(audience);
      if (list) list.push(row);
      else shared.set(audience, [row]);
    }
    for (const [audience, list] of shared) {
      const channels = await audience.channels(this.db, list);
      list.forEach((row, i) => channels[i]!.forEach((channel) => add(channel, row)));
    }
    this.last = read.at(-1)!.cursor;
    for (const [channel, e] of events) await this.publish(channel, { type: 'changes', cursor: e.cursor, kinds: [...e.kinds] });
    return read.length === STEP;
  }
}
