// The sync engine behind the Engine interface: wires the API client, the mirror, the outbox, leadership and status.
import { liveQuery, type Subscription } from 'dexie';
import { openLocalDb } from '../schema/local-db';
import * as account from './account';
import * as passwords from './account-passwords';
import * as profile from './account-profile';
import * as settings from './account-settings';
import * as waysIn from './account-ways-in';
import { createApi } from './api';
import { createApiClient } from './api-client';
import { inOrder } from './serial';
import type { Engine, EngineEvents, SignInResult } from './engine-api';
import { kvGet } from './kv';
import { defaultLocks, electLeader, refreshLockOf, type Locks } from './leader';
import { discardEntry, enqueueComment, enqueuePost, flushOutbox, resetSending, retryEntry, unsentMutations } from './outbox';
import { createPuller } from './pull';
import type { StoredSession } from './session-store';
import { kvSessionStore } from './session-store';
import { createStatusTracker } from './status';
import { createSyncScheduler, reportSyncError } from './sync-scheduler';
import { reloadUserData } from './user-data';

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
}

export interface EngineHandle extends Engine {
  /** Stops timers, gives up leadership and closes the database (tests, worker shutdown). */
  close(): Promise<void>;
}

export const SYNC_INTERVAL_MS = 20_000;

export function createEngine(options: EngineOptions = {}): EngineHandle {
  const db = openLocalDb(options.dbName);
  const locks = options.locks === undefined ? defaultLocks() : options.locks;
  let events: EngineEvents | null = null;
  let started = false;
  let reachable = true;
  let notifiedFor: string | null = null;
  let watchedUser: number | null = null;
  let sendingReset = false;
  let watch: Subscription | null = null;
  let releaseLeadership: (() => void) | null = null;
  let consolePreview = false;

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
  const updateOnline = () => status.update({ online: !navigatorOffline() && reachable });

  const client = createApiClient({
    baseUrl: options.baseUrl,
    sessions: kvSessionStore(db),
    timeoutMs: options.timeoutMs,
    retryDelayMs: options.retryDelayMs,
    consolePreview: () => consolePreview || (options.consolePreview?.() ?? false),
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

  const scheduler = createSyncScheduler({
    sendOutbox: async () => {
      if (!sendingReset) {
        await resetSending(db);
        sendingReset = true;
      }
      return flushOutbox(db, api);
    },
    pullDeltas: () => puller.pullDeltas(),
    onPulled: (at) => status.update({ lastSyncAt: at }),
    isOffline: navigatorOffline,
    intervalMs: options.pollIntervalMs ?? SYNC_INTERVAL_MS,
    backoffBaseMs: options.backoffBaseMs ?? 2_000,
    backoffMaxMs: options.backoffMaxMs ?? 60_000,
  });

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
      const [session, pending, sending, failed] = await Promise.all([
        kvGet(db, 'session'),
        db.outbox.where('status').equals('pending').count(),
        db.outbox.where('status').equals('sending').count(),
        db.outbox.where('status').equals('failed').count(),
      ]);
      return { userId: session?.user_id ?? null, pending, sending, failed };
    });
    watch = query.subscribe({
      next: (w) => {
        status.update({ pending: w.pending + w.sending, failed: w.failed });
        const signedIn = w.userId !== null && w.userId !== watchedUser;
        watchedUser = w.userId;
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
  };
  const onOffline = () => updateOnline();
  const canListen = typeof globalThis.addEventListener === 'function';

  const walkthroughSaves = inOrder();

  const engine: EngineHandle = {
    async start(next) {
      events = next;
      if (started) return status.emit();
      started = true;
      if (canListen) {
        globalThis.addEventListener('online', onOnline);
        globalThis.addEventListener('offline', onOffline);
      }
      updateOnline();
      startWatch();
      releaseLeadership = electLeader(locks, () => {
        scheduler.lead();
        status.update({ leader: true });
        void scheduler.syncAll(true);
      });
      status.emit();
    },
    loadStartup: () => account.loadStartup(db, api),
    signIn: (email, password) => signedIn(account.signIn(db, api, email, password)),
    async signOut() {
      client.abortAll();
      await account.signOut(db, api);
    },
    refreshGroups: () => puller.refreshGroups(),
    loadWall: (key, more = false) => puller.loadWall(key, more),
    loadPost: (id) => puller.loadPost(id),
    async createPost(wallKey, body) {
      const clientId = await enqueuePost(db, wallKey, body);
      scheduler.flush(false).catch(reportSyncError);
      return clientId;
    },
    async createComment(postId, body) {
      const clientId = await enqueueComment(db, postId, body);
      scheduler.flush(false).catch(reportSyncError);
      return clientId;
    },
    async retry(clientId) {
      await retryEntry(db, clientId);
      scheduler.flush(true).catch(reportSyncError);
    },
    discard: (clientId) => discardEntry(db, clientId),
    async syncNow() {
      if (!scheduler.isLeading()) return;
      await scheduler.flush(true);
      await scheduler.pull();
    },
    unsent: () => unsentMutations(db),
    requestLoginCode: (email, inviteLinkCode) => waysIn.requestLoginCode(api, email, inviteLinkCode),
    signInWithCode: (code) => signedIn(waysIn.signInWithCode(db, api, code)),
    signInWithOidc: (token) => signedIn(waysIn.signInWithOidc(db, api, token)),
    signInWithSaml: (response) => signedIn(waysIn.signInWithSaml(db, api, response)),
    signUp: (form) => signedIn(waysIn.signUp(db, api, form)),
    adoptSession: (secretId, secret) => signedIn(waysIn.adoptSession(db, api, secretId, secret)),
    loadUserData: () => reloadUserData(db, api),
    async setConsolePreview(on) {
      consolePreview = on;
    },
    requestPasswordReset: (email) => passwords.requestPasswordReset(api, email),
    resetPassword: (token, next) => passwords.resetPassword(db, api, token, next),
    changePassword: (current, next) => passwords.changePassword(db, api, current, next),
    confirmEmail: (token) => passwords.confirmEmail(db, api, token),
    resendEmailConfirmation: (captchaToken) => passwords.resendEmailConfirmation(db, api, captchaToken),
    uploadAvatar: (file, name) => profile.uploadAvatar(db, api, file, name),
    setAvatar: (fileUrl) => profile.setAvatar(db, api, fileUrl),
    changeDisplayName: (name) => profile.changeDisplayName(db, api, name),
    updateProfile: (changes) => profile.updateProfile(db, api, changes),
    customUserFields: () => profile.customUserFields(db, api),
    saveCustomUserValues: (values) => profile.saveCustomUserValues(db, api, values),
    completeOnboarding: () => profile.completeOnboarding(db, api),
    agreeToLegal: (privacy, terms) => profile.agreeToLegal(db, api, privacy, terms),
    changeEmail: (email, password) => profile.changeEmail(db, api, email, password),
    walkthroughSlides: () => settings.walkthroughSlides(db, api),
    // A step saved in the background must not land after (and undo) the finish that follows it.
    saveWalkthrough: (progress) => walkthroughSaves(() => settings.saveWalkthrough(db, api, progress)),
    marketingPreferences: () => settings.marketingPreferences(db, api),
    saveMarketingPreferences: (changes) => settings.saveMarketingPreferences(db, api, changes),
    emailSettings: () => settings.emailSettings(db, api),
    saveEmailSettings: (changes) => settings.saveEmailSettings(db, api, changes),
    reportAccount: (accountId, reason) => settings.reportAccount(db, api, accountId, reason),
    async deleteAccount(deleteContent, confirmation) {
      const result = await settings.deleteAccount(db, api, deleteContent, confirmation);
      if (result.ok) client.abortAll();
      return result;
    },
    completePaymentTicket: () => settings.completePaymentTicket(db, api),
    async close() {
      watch?.unsubscribe();
      scheduler.stop();
      releaseLeadership?.();
      if (canListen) {
        globalThis.removeEventListener('online', onOnline);
        globalThis.removeEventListener('offline', onOffline);
      }
      client.abortAll();
      db.close();
    },
  };
  return engine;
}
