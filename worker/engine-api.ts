// The sync engine's public surface, called from the app over Comlink; the app imports this as a type only.
import type { Mutation } from '../schema/outbox';

export interface EngineEvents {
  /** The server refused the session (401, or a 403 the refresh could not mend): the app shows login. */
  onUnauthorized(): void;
  /** The leader's view of connectivity and pending work changed. */
  onStatus?(status: EngineStatus): void;
}

export interface EngineStatus {
  online: boolean;
  leader: boolean;
  pending: number;
  failed: number;
  lastSyncAt: number | null;
}

export type SignInResult = { ok: true } | { ok: false; status: number; message: string };

export interface Engine {
  /** Registers the app's callbacks (a Comlink proxy) and starts sync when a session is stored. */
  start(events: EngineEvents): Promise<void>;
  /** Loads startup data (configuration, limits, snippet) into the mirror; works signed out. */
  loadStartup(): Promise<void>;
  signIn(email: string, password: string): Promise<SignInResult>;
  /** Ends the session on the server (best effort) and wipes the member's mirror and outbox. */
  signOut(): Promise<void>;
  /** Pulls groups and the member's groups into the mirror. */
  refreshGroups(): Promise<void>;
  /** Fetches a wall's first page (or the next one when `more`), into the mirror. */
  loadWall(key: string, more?: boolean): Promise<void>;
  /** Fetches a post and its comments into the mirror. */
  loadPost(id: number): Promise<void>;
  /** Writes the optimistic post and its outbox entry in one transaction; returns the client id. */
  createPost(wallKey: string, body: string): Promise<string>;
  createComment(postId: number, body: string): Promise<string>;
  /** A failed entry back to pending, then a send attempt. */
  retry(clientId: string): Promise<void>;
  /** Drops an unsent entry and its optimistic row. */
  discard(clientId: string): Promise<void>;
  /** Sends the outbox and pulls deltas now (leader only; others no-op). */
  syncNow(): Promise<void>;
  /** Pending mutations, for the sign-out warning. */
  unsent(): Promise<Mutation[]>;
}
