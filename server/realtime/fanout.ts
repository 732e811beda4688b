// Carries a published message to every server process: in process on PGlite, through NOTIFY on PostgreSQL.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { rowsOf } from '../db/rows-of';

export interface RealtimeMessage {
  channel: string;
  issuer: string;
  data: unknown;
}

export type Receive = (m: RealtimeMessage) => void;

export interface Fanout {
  send(m: RealtimeMessage): Promise<void>;
  /** A notification arrived on the fan-out channel (PostgreSQL only). */
  notified(payload: string): Promise<void>;
  close(): void;
}

/** The NOTIFY channel of published messages. */
export const FANOUT_CHANNEL = 'realtime_fanout';

/** NOTIFY payloads must stay under 8,000 bytes: a larger message goes through realtime_messages by reference. */
export const MAX_INLINE_BYTES = 7_000;
const KEEP_REFERENCED = sql`interval '5 minutes'`;

/** One process: every message is delivered here at once. */
export function localFanout(receive: Receive): Fanout {
  return {
    send: async (m) => receive(m),
    notified: async () => {},
    close: () => {},
  };
}

/** Several processes on one PostgreSQL database: every process (this one too) receives each message from its listener. */
export function postgresFanout(db: Database, receive: Receive): Fanout {
  const sweep = setInterval(() => {
    db.execute(sql`delete from realtime_messages where created_at < now() - ${KEEP_REFERENCED}`).catch(() => {});
  }, 60_000);
  sweep.unref();
  return {
    send: async (m) => {
      const body = JSON.stringify(m);
      if (Buffer.byteLength(body) <= MAX_INLINE_BYTES) {
        await db.execute(sql`select pg_notify(${FANOUT_CHANNEL}, ${body})`);
        return;
      }
      const [row] = await db.execute<{ id: string }>(sql`insert into realtime_messages (body) values (${body}) returning id::text as id`).then((r) => rowsOf<{ id: string }>(r));
      await db.execute(sql`select pg_notify(${FANOUT_CHANNEL}, ${JSON.stringify({ ref: row!.id })})`);
    },
    notified: async (payload) => {
      let parsed: unknown = JSON.parse(payload);
      if (parsed && typeof parsed === 'object' && 'ref' in parsed) {
        const [row] = await db.execute<{ body: string }>(sql`select body from realtime_messages where id = ${String(parsed.ref)}::bigint`).then((r) => rowsOf<{ body: string }>(r));
        if (!row) return;
        parsed = JSON.parse(row.body);
      }
      const m = parsed as RealtimeMessage;
      if (typeof m?.channel === 'string' && typeof m.issuer === 'string') receive(m);
    },
    close: () => clearInterval(sweep),
  };
}
