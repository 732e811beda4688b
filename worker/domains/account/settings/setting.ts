// What a mirrored setting declares (its kv row, how each of its mutation kinds changes what the member sees, how the server's answer becomes the stored value) and how that row is kept.
import type { ZodType } from 'zod';
import type { KvRows, LocalDb, MirroredSetting, SettingKey, SettingRows } from '../../../../schema/local-db';
import type { Mutation, MutationKind, MutationOf } from '../../../../schema/outbox';
import { kvGet, kvPut } from '../../../kv';

export type SettingValue<S extends SettingKey> = SettingRows[S] extends MirroredSetting<infer T> ? T : never;

export interface SettingChange<T, M, Answer> {
  /** The answer's shape, as the request declared in schema/outbox.ts returns it. */
  answer: ZodType<Answer>;
  /** What the member sees once they made the change (offline too): laid over the server's value until delivered. */
  apply(value: T, m: M): T;
  /** The server's value after its answer to this change. */
  answered(server: T, answer: Answer): T;
}

export interface Setting<S extends SettingKey, K extends MutationKind> {
  key: S;
  // Each kind has its own answer type, only ever passed from its own request to its own `answered`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  changes: { [P in K]: SettingChange<SettingValue<S>, MutationOf<P>, any> };
  /** Runs whenever the shown value is stored (the walkthrough's also goes into the user data guard 7 reads). */
  shown?(db: LocalDb, value: SettingValue<S>): Promise<void>;
}

/** Declares a setting changed by exactly the kinds `K`: the compiler refuses a kind without its change. */
export function defineSetting<S extends SettingKey, K extends MutationKind>(s: Setting<S, K>): Setting<S, K> {
  return s;
}

export interface StoreOptions<T> {
  /** The server's newest value; else the stored one stays. */
  server?: T;
  /** A change not yet in the outbox (the optimistic write runs before its entry is added). */
  adding?: Mutation;
  /** An entry on its way out (delivered): no longer laid over the value. */
  without?: string;
  /** This store is the answer to one of the member's writes (reads asked before it are stale). */
  answered?: boolean;
}

/**
 * Stores the setting's row: the server's value with every unsent change of its kinds (pending or refused) laid
 * over it in outbox order. Without a server value on the device there is nothing to show yet, so nothing is
 * stored. Call inside a transaction over kv and the outbox.
 */
export async function storeSetting<S extends SettingKey, K extends MutationKind>(
  db: LocalDb,
  setting: Setting<S, K>,
  opts: StoreOptions<SettingValue<S>> = {},
): Promise<void> {
  const row = (await kvGet(db, setting.key)) as MirroredSetting<SettingValue<S>> | undefined;
  const server = opts.server ?? row?.server;
  if (server === undefined) return;
  const changes = setting.changes as Partial<Record<MutationKind, SettingChange<SettingValue<S>, Mutation, unknown>>>;
  const entries = await db.outbox.orderBy('seq').toArray();
  const unsent = entries.map((e) => e.mutation).filter((m) => changes[m.kind] && m.client_id !== opts.without);
  if (opts.adding) unsent.push(opts.adding);
  const value = unsent.reduce<SettingValue<S>>((v, m) => changes[m.kind]!.apply(v, m), server);
  const answered = (row?.answered ?? 0) + (opts.answered ? 1 : 0);
  const next: MirroredSetting<SettingValue<S>> = { server, value, answered };
  await kvPut(db, setting.key, next as KvRows[S]);
  await setting.shown?.(db, value);
}

/** Drops the keys a partial change leaves undefined, so spreading it keeps what it does not name. */
export function definedOf<T extends object>(partial: T): Partial<T> {
  return Object.fromEntries(Object.entries(partial).filter(([, v]) => v !== undefined)) as Partial<T>;
}
