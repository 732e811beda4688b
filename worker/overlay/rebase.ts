// The one mechanism of optimistic rows (Replicache's rebase): the server's row held beneath, every unsent write that touches it replayed over it in outbox order.
import type { LocalDb, OutboxEntry, TableName } from '../../schema/local-db';
import type { HeldServerRow } from '../../schema/mirror/server-rows';
import type { Mutation } from '../../schema/outbox';
import type { Laid, Overlay, RowKey, RowOf, RowRef, Slot, Write } from './overlay';

type AnyOverlay = Overlay<Mutation>;
type Row = Record<string, unknown>;

let overlayOfKind: ((kind: string) => AnyOverlay | undefined) | null = null;

/** The write kinds' overlays, handed over by worker/mutations/registry.ts (the domains cannot import it: it imports them). */
export function useOverlays(find: (kind: string) => AnyOverlay | undefined): void {
  overlayOfKind = find;
}

function overlayOf(m: Mutation): AnyOverlay | undefined {
  if (!overlayOfKind) throw new Error('overlay: no write kinds registered (worker/mutations/registry.ts is not loaded)');
  return overlayOfKind(m.kind);
}

const idOf = (s: Slot): string => `${s.table}:${s.key}`;
const keyOf = (db: LocalDb, table: TableName, row: unknown): RowKey => (row as Row)[db.table(table).schema.primKey.keyPath as string] as RowKey;
const byIndex = (ref: Extract<RowRef, { index: string }>, row: unknown): boolean =>
  (row as Row)[ref.index] === ref.value && (!ref.filter || (ref.filter as (r: unknown) => boolean)(row));
const refMatches = (ref: RowRef, key: RowKey, row: unknown): boolean => ('key' in ref ? ref.key === key : row !== undefined && byIndex(ref, row));

/** The rows a reference names now: in its table, or held beneath (a row the writes hide). */
async function resolve(db: LocalDb, ref: RowRef): Promise<Slot[]> {
  if ('key' in ref) return [{ table: ref.table, key: ref.key }];
  const keys = new Set<RowKey>();
  for (const row of await db.table(ref.table).where(ref.index).equals(ref.value).toArray()) if (byIndex(ref, row)) keys.add(keyOf(db, ref.table, row));
  for (const held of await db.server_rows.where('table').equals(ref.table).toArray()) if (held.server !== undefined && byIndex(ref, held.server)) keys.add(held.key);
  return [...keys].map((key) => ({ table: ref.table, key }));
}

interface Laying {
  entry: OutboxEntry;
  overlay: AnyOverlay;
  slots: Slot[];
}

/** The unsent writes that lay over rows, oldest first, each with the rows it touches now. */
async function layings(db: LocalDb): Promise<Laying[]> {
  const out: Laying[] = [];
  for (const entry of await db.outbox.orderBy('seq').toArray()) {
    const overlay = overlayOf(entry.mutation);
    if (overlay) out.push({ entry, overlay, slots: (await Promise.all(overlay.rows(entry.mutation).map((r) => resolve(db, r)))).flat() });
  }
  return out;
}

const writeOf = (e: OutboxEntry): Write<Mutation> => ({
  mutation: e.mutation,
  client_id: e.client_id,
  status: e.status === 'failed' ? 'failed' : 'pending',
  ...(e.error ? { error: e.error } : {}),
  created_at: e.created_at,
});

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The server's row beneath a row about to be laid again: none held, the row itself (no write touched it); a row the
 * device forgot (held, shown, gone from its table) stays forgotten until the server sends it again; a row written over
 * what the engine showed, by a writer of server rows that did not come through it, is the server's now.
 */
function serverBeneath(h: HeldServerRow | undefined, current: unknown): unknown {
  if (!h) return current;
  if (current === undefined) return h.hidden ? h.server : undefined;
  return h.hidden || same(current, h.shown) ? h.server : current;
}

/**
 * Recomputes these rows: each one's server row (`given` when it just arrived, else the one held, else the row itself,
 * which no write touched), then every unsent write touching it in outbox order. The server row is held while a write
 * still touches the row and dropped after. A row the device forgot (held, shown, gone from its table) stays forgotten
 * until the server sends it again. Call inside a transaction over the rows' tables, the outbox and server_rows.
 */
export async function rebase(db: LocalDb, seeds: Slot[], given: Map<string, unknown> = new Map()): Promise<void> {
  if (seeds.length === 0) return;
  const lays = await layings(db);
  const wanted = new Map(seeds.map((s) => [idOf(s), s]));
  for (let grew = true; grew; ) {
    grew = false;
    for (const l of lays) {
      if (!l.overlay.joint || !l.slots.some((s) => wanted.has(idOf(s)))) continue;
      for (const s of l.slots) {
        if (wanted.has(idOf(s))) continue;
        wanted.set(idOf(s), s);
        grew = true;
      }
    }
  }
  const ids = [...wanted.keys()];
  const held = await db.server_rows.bulkGet(ids);
  const servers = new Map<string, unknown>();
  for (const [i, id] of ids.entries()) {
    const slot = wanted.get(id)!;
    const current: unknown = await db.table(slot.table).get(slot.key);
    const h = held[i];
    servers.set(id, given.has(id) ? given.get(id) : serverBeneath(h, current));
  }
  const shown = new Map(servers);
  const touched = new Set<string>();
  for (const l of lays) {
    const mine = l.slots.filter((s) => wanted.has(idOf(s)));
    if (mine.length === 0) continue;
    for (const s of mine) touched.add(idOf(s));
    const after = l.overlay.apply(mine.map((s): Laid => ({ ...s, row: shown.get(idOf(s)) })), writeOf(l.entry));
    for (const a of after) shown.set(idOf(a), a.row);
  }
  for (const [i, id] of ids.entries()) {
    const slot = wanted.get(id)!;
    const row = shown.get(id);
    if (touched.has(id)) await db.server_rows.put({ id, table: slot.table, key: slot.key, server: servers.get(id), shown: row, hidden: row === undefined ? 1 : 0 });
    else if (held[i]) await db.server_rows.delete(id);
    if (row === undefined) await db.table(slot.table).delete(slot.key);
    else await db.table(slot.table).put(row);
  }
}

/** Lays the outbox again over the rows this write touches: queued, delivered, refused, retried or discarded. */
export async function relayWrite(db: LocalDb, m: Mutation): Promise<void> {
  const overlay = overlayOf(m);
  if (overlay) await rebase(db, (await Promise.all(overlay.rows(m).map((r) => resolve(db, r)))).flat());
}

/** Every row an unsent write touches, laid again (at start: the rows may come from an older shape). */
export async function relayAll(db: LocalDb): Promise<void> {
  await rebase(db, (await layings(db)).flatMap((l) => l.slots));
}

/** The references of unsent writes into this table (none: a server row goes in as it came). */
async function refsInto(db: LocalDb, table: TableName): Promise<RowRef[]> {
  const refs: RowRef[] = [];
  for (const e of await db.outbox.toArray()) for (const r of overlayOf(e.mutation)?.rows(e.mutation) ?? []) if (r.table === table) refs.push(r);
  return refs;
}

/** Which of these rows the member's writes lie over: held already, or named by an unsent write. */
async function laidOver(db: LocalDb, table: TableName, keys: RowKey[], rows: unknown[]): Promise<boolean[]> {
  const [held, refs] = await Promise.all([db.server_rows.bulkGet(keys.map((key) => idOf({ table, key }))), refsInto(db, table)]);
  return keys.map((key, i) => held[i] !== undefined || refs.some((r) => refMatches(r, key, rows[i])));
}

/** Stores the server's rows; those an unsent write touches show with the writes laid over. Call inside a mirror transaction. */
export async function putServerRows<T extends TableName>(db: LocalDb, table: T, rows: readonly unknown[]): Promise<void> {
  if (rows.length === 0) return;
  const keys = rows.map((r) => keyOf(db, table, r));
  const laid = await laidOver(db, table, keys, [...rows]);
  await db.table(table).bulkPut(rows.filter((_, i) => !laid[i]));
  const over = keys.flatMap((key, i) => (laid[i] ? [{ slot: { table, key }, row: rows[i] }] : []));
  await rebase(db, over.map((o) => o.slot), new Map(over.map((o) => [idOf(o.slot), o.row])));
}

/** The server holds none of these rows any more; a write may still show one (a like made again). Call inside a mirror transaction. */
export async function dropServerRows(db: LocalDb, table: TableName, keys: RowKey[]): Promise<void> {
  if (keys.length === 0) return;
  const laid = await laidOver(db, table, keys, await db.table(table).bulkGet(keys));
  await db.table(table).bulkDelete(keys.filter((_, i) => !laid[i]));
  const over = keys.filter((_, i) => laid[i]).map((key) => ({ table, key }));
  await rebase(db, over, new Map(over.map((s) => [idOf(s), undefined])));
}

/** Changes the server's row (an answer's count, what only the device keeps of it) beneath whatever is laid over it. */
export async function updateServerRows<T extends TableName>(db: LocalDb, table: T, keys: RowKey[], change: (row: RowOf<T>) => RowOf<T>): Promise<void> {
  const held = await db.server_rows.bulkGet(keys.map((key) => idOf({ table, key })));
  for (const [i, key] of keys.entries()) {
    const h: HeldServerRow | undefined = held[i];
    if (h) {
      if (h.server !== undefined) await rebase(db, [{ table, key }], new Map([[h.id, change(h.server as RowOf<T>)]]));
      continue;
    }
    const row = (await db.table(table).get(key)) as RowOf<T> | undefined;
    if (row !== undefined) await db.table(table).put(change(row));
  }
}

/** The server's row beneath the member's writes (the row itself when none lies over it). */
export async function serverRow<T extends TableName>(db: LocalDb, table: T, key: RowKey): Promise<RowOf<T> | undefined> {
  const h = await db.server_rows.get(idOf({ table, key }));
  return (h ? h.server : await db.table(table).get(key)) as RowOf<T> | undefined;
}

