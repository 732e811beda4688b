// What a mirrored setting declares (its kv row, how each of its mutation kinds changes what the member sees, how the server's answer becomes the stored value), and its overlay over that row.
import type { ZodType } from 'zod';
import type { KvRow, LocalDb, MirroredSetting, SettingKey, SettingRows } from '../../../../schema/local-db';
import type { MutationKind, MutationOf } from '../../../../schema/outbox';
import type { UserData } from '../../../../schema/session';
import type { Laid, RowRef } from '../../../overlay/overlay';
import { putServerRows, serverRow, updateServerRows } from '../../../overlay/rebase';

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
  /** The value also shows in the user data (the walkthrough for guard 7, the counts for the badge): its part there. */
  inUserData?(data: UserData): SettingValue<S>;
}

/** Declares a setting changed by exactly the kinds `K`: the compiler refuses a kind without its change. */
export function defineSetting<S extends SettingKey, K extends MutationKind>(s: Setting<S, K>): Setting<S, K> {
  return s;
}

type AnySetting = Setting<SettingKey, MutationKind>;
type Row<T> = { key: string; value: MirroredSetting<T> };

/** The kv rows a change of the setting touches: its own, and the user data when the value shows there too. */
export function settingRows(setting: AnySetting): RowRef[] {
  return [{ table: 'kv', key: setting.key }, ...(setting.inUserData ? [{ table: 'kv' as const, key: 'userData' }] : [])];
}

/**
 * One change laid over the setting's rows (pure): the shown value of its row, and its part of the user data. A row the
 * device has no server value for yet stays absent: there is nothing to show.
 */
export function settingEffect<T>(setting: AnySetting, m: { kind: MutationKind }, laid: Laid): Laid {
  const change = (setting.changes as Partial<Record<MutationKind, SettingChange<T, unknown, unknown>>>)[m.kind]!;
  if (laid.table !== 'kv' || laid.row === undefined) return laid;
  if (laid.key === setting.key) {
    const row = laid.row as Row<T>;
    return { ...laid, row: { ...row, value: { ...row.value, value: change.apply(row.value.value, m) } } };
  }
  if (laid.key !== 'userData' || !setting.inUserData) return laid;
  const row = laid.row as { key: string; value: UserData };
  return { ...laid, row: { ...row, value: { ...row.value, ...(change.apply(setting.inUserData(row.value) as T, m) as object) } } };
}

/**
 * Stores the server's value of a setting (the changes laid over it by the engine); `answered`: it is the answer to one
 * of the member's writes, so reads asked before it are stale. Call inside a mirror transaction.
 */
export async function putServerSetting<S extends SettingKey>(db: LocalDb, setting: Setting<S, never>, server: SettingValue<S>, opts: { answered?: boolean } = {}): Promise<void> {
  const held = (await serverRow(db, 'kv', setting.key))?.value as MirroredSetting<SettingValue<S>> | undefined;
  const answered = (held?.answered ?? 0) + (opts.answered ? 1 : 0);
  await putServerRows(db, 'kv', [{ key: setting.key, value: { server, value: server, answered } } as KvRow]);
  if (setting.inUserData) await updateServerRows(db, 'kv', ['userData'], (r) => ({ ...r, value: { ...(r.value as UserData), ...(server as object) } }) as KvRow);
}

/** The server's value of a setting, beneath the member's changes (undefined before the first read). */
export async function serverSetting<S extends SettingKey>(db: LocalDb, key: S): Promise<SettingValue<S> | undefined> {
  return ((await serverRow(db, 'kv', key))?.value as MirroredSetting<SettingValue<S>> | undefined)?.server;
}

/** Drops the keys a partial change leaves undefined, so spreading it keeps what it does not name. */
export function definedOf<T extends object>(partial: T): Partial<T> {
  return Object.fromEntries(Object.entries(partial).filter(([, v]) => v !== undefined)) as Partial<T>;
}
