// Single-row facts of the mirror: session, cursor, startup data and user data.
import type { Configuration, Limits, RegistrationSnippet } from '../configuration';
import type { UserData } from '../session';
import { defineTable } from './table';

export interface KvRows {
  session: { secret_id: string; secret: string; refresh_token: string; user_id: number } | null;
  syncCursor: number | null;
  configuration: Configuration;
  limits: Limits;
  registrationSnippet: RegistrationSnippet;
  userData: UserData;
  /** set while the device holds a mirror of this member; cleared on sign-out */
  mirrorOwner: number;
}
export type KvKey = keyof KvRows;
export interface KvRow<K extends KvKey = KvKey> {
  key: K;
  value: KvRows[K];
}

/** Startup facts outlive a sign-out, so kv is not member data as a whole: sign-out deletes these keys. */
export const memberKvKeys: KvKey[] = ['session', 'userData', 'syncCursor', 'mirrorOwner'];

export const kvTable = defineTable<KvRow, 'key'>()('kv', '&key', false);
