// The sync engine behind the Engine type: wires the API client, the mirror, the outbox, leadership and status, and hands the domains their context.
import { liveQuery, type Subscription } from 'dexie';
import { openLocalDb } from '../schema/local-db';
import { loadStartup } from './domains/account/account';
import { createApi } from './api';
import { createApiClient } from './api-client';
import { engineCommands } from './commands';
import type { Engine, EngineEvents } from './engine-api';
import type { SignInResult } from './engine-results';
import { kvGet } from './kv';
import { defaultLocks, electLeader, refreshLockOf, type Locks } from './leader';
import { unsentTally } from '../schema/mirror/outbox';
import { forget } from './collections/registry';
import { flushOutbox, outboxHandle, resetSending } from './outbox';
import { createPuller } from './pull';
import { refreshCoursePacks } from './domains/courses/course-packs';
import { openOfflineMediaCache } from './offline-packs/offline-media-cache';
import { resetPackRuns } from './offline-packs/pack-rows';
import { createPackRunner, type PackRunnerOptions } from './offline-packs/runner';
import { storageFacts } from './offline-packs/storage-guard';
import { kvSessionStore, type StoredSession } from './session-store';
import { createRealtimeLink } from './realtime/link';
import { HIDDEN_SUSPEND_MS, trackPageVisibility } from './realtime/page-visibility';
import { readableChannelsSignature } from './realtime/readable-channels';
import { createStatusTracker } from './status';
import { createSyncScheduler, reportSyncError } from './sync-scheduler';

export interface EngineOptions {
  dbName?: string;
  /** Origin of the API; the worker's own origin by default. */
  baseUrl?: string;
  timeoutMs?: number;
  retryDelayMs?: number;
  /** Delta pull period while online. */
  pollIntervalMs?: number;
  /** First wait after a send that could not get through; doubles up to `backoffMaxMs`. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** Web Locks for leadership; null leads without them. Default: navigator.locks when present. */
  locks?: Locks | null;
  consolePreview?: () => boolean;
  /** Changes asked per delta page. */
  syncPageSize?: number;
  /** Offline packs' cache (Cache Storage's by default) and timings; tests hand their own. */
  packs?: Partial<Omit<PackRunnerOptions, 'db' | 'locks'>>;
  /** Subscribe through the pubnub SDK while leading and signed in (default true). */
  realtime?: boolean;
  /** Delta pull period while realtime is ACTIVE (events ask for pulls; the poll is the safety net). */
  activePollIntervalMs?: number;
  /** How long every page may be hidden before realtime suspends. */
  hiddenSuspendMs?: number;
  /** First wait before subscribing again after a cut or a refusal; doubles up to 60 s. */
  realtimeRetryMs?: number;
}

export interface EngineHandle extends Engine {
  /** Stops timers, gives up leadership and closes the database (tests, worker shutdown). */
  close(): Promise<void>;
}

export const SYNC_INTERVAL_MS = 20_000;
/** While realtime is ACTIVE the poll only catches what an event could not announce (docs/decisions.md). */
export const ACTIVE_SYNC_INTERVAL_MS = 5 * 60_000;

export function createEngine(options: EngineOptions = {}): EngineHandle {
  const db = openLocalDb(options.dbName, {
    onVersionChange: () => {
      scheduler.stop();
      notify((e) => e.onOutdated?.());
    },
  });
  const locks = options.locks === undefined ? defaultLocks() : options.locks;
  let events: EngineEvents | null = null;
  let started = false;
  let reachable = true;
  let notifiedFor: string | null = null;
  let watchedUser: number | null = null;
  let sendingReset = false;
  let watch: Subscription | null = null;
  let releaseLeadership: (() => void) | null = null;
  const asked = { consolePreview: false, language: null as string | null };

  /** Callbacks are Comlink proxies: a missing optional one rejects, and the app's failures are not ours. */
  function notify(call: (e: EngineEvents) => unknown): void {
    if (!events) return;
    try {
      void Promise.resolve(call(events)).catch(() => {});
    } catch {
      // the app's callback threw synchronously: nothing the engine can do about it
    }
  }

  const status = createStatusTracker((s) => notify((e) => e.onStatus?.(s)));
  const navigatorOffline = () => (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine === false;
  const updateOnline = () => {
    const online = !navigatorOffline() && reachable;
    status.update({ online });
    realtime.update({ online });
  };

  const client = createApiClient({
    baseUrl: options.baseUrl,
    sessions: kvSessionStore(db),
    timeoutMs: options.timeoutMs,
    retryDelayMs: options.retryDelayMs,
    consolePreview: () => asked.consolePreview || (options.consolePreview?.() ?? false),
    language: () => asked.language,
    refreshLock: refreshLockOf(locks),
    onUnauthorized: (refused) => void handleUnauthorized(refused).catch(reportSyncError),
    onRefreshSessionError: (error) => console.warn('refresh-session-error:', error.message),
    onReachability: (now) => {
      const was = reachable;
      reachable = now;
      updateOnline();
      if (now && !was) void scheduler.syncAll(true);
    },
  });
  const api = createApi(client);
  const puller = createPuller(db, api, options.syncPageSize);
  const packs = createPackRunner({ db, locks, openCache: openOfflineMediaCache, storage: storageFacts, ...options.packs });
  const origin = options.baseUrl ?? (globalThis as { location?: { origin?: string } }).location?.origin ?? 'http://localhost';

  const scheduler = createSyncScheduler({
    sendOutbox: async () => {
      if (!sendingReset) {
        await resetSending(db);
        sendingReset = true;
      }
      return flushOutbox(db, api);
    },
    pullDeltas: () => puller.pullDeltas(),
    onPulled: (at) => {
      status.update({ lastSyncAt: at });
      void followReadableChannels().catch(reportSyncError);
      // Course packs follow what the pull brought (new lessons, processed media, a course started or left).
      void refreshCoursePacks(db, packs, origin).catch(reportSyncError);
    },
    isOffline: navigatorOffline,
    intervalMs: options.pollIntervalMs ?? SYNC_INTERVAL_MS,
    backoffBaseMs: options.backoffBaseMs ?? 2_000,
    backoffMaxMs: options.backoffMaxMs ?? 60_000,
  });

  const pollIntervalMs = options.pollIntervalMs ?? SYNC_INTERVAL_MS;
  const realtime = createRealtimeLink({
    credentials: () => api.realtimeCredentials(),
    apiBaseUrl: origin,
    storedCursor: async () => (await kvGet(db, 'syncCursor')) ?? null,
    pull: () => void scheduler.pull().catch(reportSyncError),
    onState: (state) => {
      status.update({ realtime: state });
      scheduler.setInterval(state === 'active' ? Math.max(pollIntervalMs, options.activePollIntervalMs ?? ACTIVE_SYNC_INTERVAL_MS) : pollIntervalMs);
    },
    retryBaseMs: options.realtimeRetryMs ?? 2_000,
    retryMaxMs: 60_000,
  });
  if (options.realtime === false) realtime.stop();
  const visibility = trackPageVisibility(`community-page-visibility:${db.name}`, options.hiddenSuspendMs ?? HIDDEN_SUSPEND_MS, (inView) => realtime.update({ inView }));

  /** Joined, left, approved or removed, a chat started or left: the channels the member may read follow the mirror. */
  let channelsSignature: string | null = null;
  async function followReadableChannels(): Promise<void> {
    const next = await readableChannelsSignature(db);
    if (channelsSignature !== null && next !== channelsSignature) realtime.channelsChanged();
    channelsSignature = next;
  }

  /**
   * The refused session is forgotten (the mirror and outbox stay for the same member's return) and the app is
   * told once per session. A refusal of a request sent without a session (signed out already) changes nothing.
   */
  async function handleUnauthorized(refused: StoredSession | null): Promise<void> {
    if (!refused) return;
    const current = await kvGet(db, 'session');
    if (current) {
      if (current.secret_id !== refused.secret_id) return; // a newer sign-in: the refusal is stale
      await db.kv.delete('session');
    }
    if (notifiedFor === refused.secret_id) return;
    notifiedFor = refused.secret_id;
    notify((e) => e.onUnauthorized());
  }

  function startWatch(): void {
    const query = liveQuery(async () => {
      const [session, entries] = await Promise.all([kvGet(db, 'session'), db.outbox.toArray()]);
      return { userId: session?.user_id ?? null, ...unsentTally(entries) };
    });
    watch = query.subscribe({
      next: (w) => {
        status.update({ pending: w.pending + w.sending, failed: w.failed });
        const signedIn = w.userId !== null && w.userId !== watchedUser;
        if (w.userId !== watchedUser) {
          // Another member (or none): the subscription of the one before ends now, not when the gateway next checks.
          channelsSignature = null;
          realtime.update({ signedIn: false });
        }
        watchedUser = w.userId;
        realtime.update({ signedIn: w.userId !== null });
        // Other tabs' writes land here too: the leader sends whatever any tab queued.
        if (signedIn) void scheduler.syncAll(true);
        else if (w.pending > 0) scheduler.flush(false).catch(reportSyncError);
      },
      error: reportSyncError,
    });
  }

  /** A new session may be refused again later: the app hears of that refusal too. */
  async function signedIn(result: Promise<SignInResult>): Promise<SignInResult> {
    const answer = await result;
    if (answer.ok) notifiedFor = null;
    return answer;
  }

  const onOnline = () => {
    reachable = true;
    updateOnline();
    void scheduler.syncAll(true);
    void packs.kick();
  };
  const canListen = typeof globalThis.addEventListener === 'function';

  const engine: EngineHandle = {
    ...engineCommands({
      db,
      api,
      puller,
      packs,
      origin,
      outbox: outboxHandle,
      forget,
      abortAll: () => client.abortAll(),
      quietRefusals: (secretId) => {
        const before = notifiedFor;
        notifiedFor = secretId;
        return () => {
          if (notifiedFor === secretId) notifiedFor = before;
        };
      },
      send: (force) => void scheduler.flush(force).catch(reportSyncError),
      sendNow: () => scheduler.flush(true).catch(reportSyncError),
      signedIn,
    }),
    async start(next) {
      events = next;
      if (started) return status.emit();
      started = true;
      if (canListen) {
        globalThis.addEventListener('online', onOnline);
        globalThis.addEventListener('offline', updateOnline);
      }
      updateOnline();
      startWatch();
      // Downloads a closed tab left unfinished go on from their last stored segment.
      void resetPackRuns(db).then(() => packs.kick(), reportSyncError);
      releaseLeadership = electLeader(locks, () => {
        scheduler.lead();
        status.update({ leader: true });
        realtime.update({ leader: true });
        void scheduler.syncAll(true);
      });
      status.emit();
    },
    loadStartup: () => loadStartup(db, api),
    async syncNow() {
      if (!scheduler.isLeading()) return;
      await scheduler.flush(true);
      await scheduler.pull();
    },
    async setConsolePreview(on) {
      asked.consolePreview = on;
    },
    async setLanguage(language) {
      asked.language = language;
    },
    async setPageVisible(visible) {
      visibility.set(visible);
    },
    async setOpenChat(chatId) {
      realtime.openChat(chatId);
    },
    async close() {
      watch?.unsubscribe();
      realtime.stop();
      visibility.close();
      scheduler.stop();
      packs.stop();
      releaseLeadership?.();
      if (canListen) {
        globalThis.removeEventListener('online', onOnline);
        globalThis.removeEventListener('offline', updateOnline);
      }
      client.abortAll();
      db.close();
    },
  };
  return engine;
}
