// Component tests' world: a signed-in member's mirror in fake-indexeddb (written by Dexie as the engine writes it, read by the page's reader), a recording engine double behind getEngine(), and a render inside the app's providers.
import 'fake-indexeddb/auto';
import { cleanup, render } from '@testing-library/react';
import Dexie from 'dexie';
import type { ReactElement } from 'react';
import { MemoryRouter } from '../../../src/app/router';
import { vi, type Mock } from 'vitest';
import { openLocalDb, type LocalDb, type LocalGroup } from '../../../schema/local-db';
import type { UserData } from '../../../schema/session';
import type { EngineCommands } from '../../../worker/commands';
import { SessionContext } from '../../../src/app/session-context';
import { setEngineForTests, type EngineHandle } from '../../../src/data/engine';
import { configuration, userData } from './guard-context';
import { initTestI18n } from './i18n-world';

// Dexie reads indexedDB when its module loads, which a test file may import before this one.
Dexie.dependencies.indexedDB = indexedDB;
Dexie.dependencies.IDBKeyRange = IDBKeyRange;

type Domain = keyof EngineCommands;

let writer: LocalDb | null = null;

/**
 * The mirror as the engine's worker writes it (Dexie, schema/local-db.ts); the page reads the same database through
 * its own reader, and hears of these writes on Dexie's channel as it hears of the worker's.
 */
export function mirrorWriter(): LocalDb {
  writer ??= openLocalDb();
  return writer;
}

export interface EngineDouble {
  /** The stand-in for `engine.<domain>.<name>()`, made on first use; it resolves to undefined unless told otherwise. */
  command<D extends Domain>(domain: D, name: keyof EngineCommands[D] & string): Mock;
}

/**
 * Replaces the worker's engine with a double whose every command records its calls (docs/architecture.md, "Writes":
 * components reach the engine only through getEngine()). `then` stays undefined so nothing takes it for a promise.
 */
export function installEngineDouble(): EngineDouble {
  const domains = new Map<string, Map<string, Mock>>();
  const command = (domain: string, name: string): Mock => {
    const commands = domains.get(domain) ?? new Map<string, Mock>();
    domains.set(domain, commands);
    const fn = commands.get(name) ?? vi.fn(async () => undefined);
    commands.set(name, fn);
    return fn;
  };
  const notThen = (key: string | symbol): key is string => typeof key === 'string' && key !== 'then';
  const handle = new Proxy(
    {},
    { get: (_t, domain) => (notThen(domain) ? new Proxy({}, { get: (_d, name) => (notThen(name) ? command(domain, name) : undefined) }) : undefined) },
  );
  setEngineForTests(handle as EngineHandle);
  return { command };
}

export interface MemberSetup {
  id?: number;
  /** the community role: 'admin' is a host */
  role?: UserData['user']['role'];
  /** limits.videos.reached */
  videosReached?: boolean;
  groups?: LocalGroup[];
}

/** The mirror of a signed-in member, as the engine would have written it; returns the member's user data. */
export async function seedMember({ id = 7, role = 'member', videosReached = false, groups = [] }: MemberSetup = {}): Promise<UserData> {
  const data = userData({}, { id, role });
  const db = mirrorWriter();
  await db.kv.bulkPut([
    { key: 'session', value: { secret_id: 's', secret: 's', refresh_token: 'r', user_id: id } },
    { key: 'userData', value: data },
    { key: 'configuration', value: configuration() },
    { key: 'limits', value: { livestreams: { reached: false }, videos: { reached: videosReached } } },
  ]);
  await db.groups.bulkPut(groups);
  return data;
}

/** A group the member belongs to (a wall to post on). */
export function group(over: Partial<LocalGroup> = {}): LocalGroup {
  return {
    id: 3,
    key: 'night-owls',
    name: 'Night Owls',
    description: '',
    layout: 'default',
    image: null,
    header_image: null,
    membership_type: 'public',
    membership_status: 'member',
    user_role: null,
    posting_permission: 'everyone',
    members_count: 12,
    members_viewable: true,
    posts_count: 4,
    is_mine: 1,
    ...over,
  };
}

/** Renders `ui` as the app would: inside a router and the member's session, in English. */
export function renderSignedIn(ui: ReactElement, member: UserData) {
  initTestI18n();
  const session = { ready: true, signedIn: true, configuration: configuration(), userData: member, endSessionLocally: () => {} };
  return render(
    <MemoryRouter>
      <SessionContext.Provider value={session}>{ui}</SessionContext.Provider>
    </MemoryRouter>,
  );
}

/** Unmounts what a test rendered and empties the mirror and the engine double, so no test sees another's state. */
export async function resetWorld(): Promise<void> {
  cleanup();
  setEngineForTests(null);
  await Promise.all(mirrorWriter().tables.map((t) => t.clear()));
}
