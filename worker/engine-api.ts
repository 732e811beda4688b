// The sync engine's public surface, called from the app over Comlink; the app imports this as a type only.
import type { EngineCommands } from './commands';
import type { EngineStatus } from './engine-results';

export interface EngineEvents {
  /** The server refused the session (401, or a 403 the refresh could not mend): the app shows login. */
  onUnauthorized(): void;
  /** The leader's view of connectivity and pending work changed. */
  onStatus?(status: EngineStatus): void;
  /** Another tab upgraded the mirror to a newer version: this engine has stopped, and the page must reload. */
  onOutdated?(): void;
}

/** The engine's own life; every other call is a command of a domain (`engine.posts.create(...)`), see commands/. */
export interface EngineLifecycle {
  /** Registers the app's callbacks (a Comlink proxy) and starts sync when a session is stored. */
  start(events: EngineEvents): Promise<void>;
  /** Loads startup data (configuration, limits, snippet) into the mirror; works signed out. */
  loadStartup(): Promise<void>;
  /** Sends the outbox and pulls deltas now (leader only; others no-op). */
  syncNow(): Promise<void>;
  /** Console preview mode: every request carries X-Console-Preview. */
  setConsolePreview(on: boolean): Promise<void>;
  /** The language the page speaks (src/i18n/): every request asks for it (Accept-Language), so the server's refusals come in it. */
  setLanguage(language: string): Promise<void>;
  /** The page came into view or was hidden: realtime suspends once every page of the app was hidden a while. */
  setPageVisible(visible: boolean): Promise<void>;
  /**
   * The chat this page shows (null when it leaves it). The sync leader subscribes to that chat's channel while it is
   * open, which tells the server the member is reading it (no activity or push for its messages).
   */
  setOpenChat(chatId: number | null): Promise<void>;
}

/** Derived from the domain factories: adding a command to one of them adds it here. */
export type Engine = EngineLifecycle & EngineCommands;
