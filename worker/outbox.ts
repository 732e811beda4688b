// The outbox, generic over the mutation registry: optimistic write and entry in one transaction, delivery in order, refusals kept.
import type { LocalDb, OutboxEntry } from '../schema/local-db';
import { newClientId } from '../schema/mirror/draft-rows';
import { isOwnWrite } from '../schema/mirror/outbox';
import { messages } from '../schema/messages';
import { quietTarget } from '../schema/quiet-writes';
import { mutation as mutationSchema, type Mutation } from '../schema/outbox';
import type { Api } from './api';
import { ApiError } from './api-error';
import { kvGet } from './kv';
import { currentUserId, inMirror, SessionChangedError, writeAsMember } from './mirror-writes';
import { NotDeliverableError, type WriteContext } from './mutations/mutation';
import { moduleOf, UnknownMutationKindError } from './mutations/registry';
import { forget } from './collections/registry';
import { relayAll, relayWrite } from './overlay/rebase';
import type { MutationInput, OutboxHandle } from './outbox-handle';

export type { MutationInput };

async function signedInMember(db: LocalDb) {
  const [session, userData] = await Promise.all([kvGet(db, 'session'), kvGet(db, 'userData')]);
  if (!session || !userData) throw new Error(messages.sessionRequired);
  return { userId: session.user_id, userData };
}

/**
 * Checks the mutation (its module's own rule, then the schema, answering the first message as an Error), then writes
 * its optimistic rows and its outbox entry in one transaction. Answers the client id.
 */
export async function enqueue(db: LocalDb, input: MutationInput): Promise<string> {
  const [clientId] = await enqueueMany(db, [input]);
  return clientId!;
}

/**
 * Several mutations that stand or fall together (a post and its attachments' uploads), in this order, in one
 * transaction; `alongside` writes rows the mutations refer to (an upload's bytes) in it first. An input may bring
 * its own client id when others refer to it. Answers the client ids.
 */
export async function enqueueMany(
  db: LocalDb,
  inputs: (MutationInput & { client_id?: string })[],
  alongside?: (ctx: WriteContext) => Promise<void>,
): Promise<string[]> {
  const checked: Mutation[] = [];
  for (const input of inputs) {
    const candidate = { ...input, client_id: input.client_id ?? newClientId() } as Mutation;
    const refusal = await moduleOf(candidate).check?.(db, candidate);
    if (refusal) throw new Error(refusal);
    const parsed = (moduleOf(candidate).shape ?? mutationSchema).safeParse(candidate);
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? messages.badRequest);
    checked.push(parsed.data);
  }
  // The member is read in the write's own transaction: one transaction, and no sign-out can come in between.
  await inMirror(db, async () => {
    const { userId, userData } = await signedInMember(db);
    const ctx: WriteContext = { userId, userData, now: new Date() };
    await alongside?.(ctx);
    for (const m of checked) {
      await replaceOlderQuiet(db, m);
      await moduleOf(m).write?.(db, m, ctx);
      const entry: OutboxEntry = { client_id: m.client_id, mutation: m, status: 'pending', error: null, attempts: 0, created_at: Date.now() };
      await db.outbox.add(entry);
      await relayWrite(db, m);
    }
  });
  return checked.map((m) => m.client_id);
}

/**
 * A write the app records by itself replaces an older unsent one to the same target (schema/quiet-writes.ts): opening
 * five lessons offline sends where the member is now, once. One being sent right now stays; the newer follows it.
 */
async function replaceOlderQuiet(db: LocalDb, m: Mutation): Promise<void> {
  const target = quietTarget(m);
  if (target === null) return;
  const older = await db.outbox
    .filter((e) => e.status === 'pending' && e.mutation.kind === m.kind && quietTarget(e.mutation) === target)
    .toArray();
  for (const e of older) {
    await db.outbox.delete(e.seq!);
    await relayWrite(db, e.mutation);
  }
}

/**
 * The server's refusal, which sending again will not change: a 4xx other than 401, 408 and 429. A 403 the client took
 * for a dead session (unauthorized) waits for the next sign-in instead. Nothing else marks a write failed: no answer,
 * a server fault, an answer of an unexpected shape or a local error after the server may have committed are tried
 * again (the Idempotency-Key makes that safe), so a write that is on the server is never shown as "not sent".
 */
export function isPermanent(error: ApiError): boolean {
  if (error.kind !== 'http' || error.code < 400 || error.code >= 500) return false;
  if (error.code === 403) return !error.unauthorized;
  return ![401, 408, 429].includes(error.code);
}

// Declared beside the mutation modules (which throw it) so they need not import the outbox that imports them.
export { NotDeliverableError };

/**
 * Kinds whose sends time out "permanently": after this many time-outs in a row (each the client's full time-out, no
 * answer at all) the entry is marked failed with the kind's message, for retry, edit or discard; the member is not
 * left watching a spinner for minutes. Others keep trying.
 */
export const TIMEOUTS_BEFORE_GIVING_UP = 3;
const timedOutMessages: Partial<Record<Mutation['kind'], string>> = { 'comment.create': messages.commentTimedOut };
/** Time-outs in a row per entry, in this worker (a restart starts counting again). */
const timeoutsInARow = new Map<string, number>();

function givesUpAfterTimeout(entry: OutboxEntry, error: ApiError): string | null {
  if (error.kind !== 'timeout') {
    timeoutsInARow.delete(entry.client_id);
    return null;
  }
  const message = timedOutMessages[entry.mutation.kind];
  const count = (timeoutsInARow.get(entry.client_id) ?? 0) + 1;
  timeoutsInARow.set(entry.client_id, count);
  if (!message || count < TIMEOUTS_BEFORE_GIVING_UP) return null;
  timeoutsInARow.delete(entry.client_id);
  return message;
}

export interface FlushResult {
  delivered: number;
  failed: number;
  /** Why sending stopped with entries still pending (offline, server fault, session refused). */
  stoppedBy: ApiError | null;
}

async function deliver(db: LocalDb, api: Api, userId: number, m: Mutation): Promise<void> {
  const mod = moduleOf(m);
  const answer = await mod.send(api, m, db);
  await writeAsMember(db, userId, async () => {
    await mod.delivered(db, m, answer, { forget: (lost) => forget(db, lost) });
    await db.outbox.where('client_id').equals(m.client_id).delete();
    await relayWrite(db, m);
  });
}

async function markFailed(db: LocalDb, entry: OutboxEntry, text: string): Promise<void> {
  await inMirror(db, async () => {
    await db.outbox.where('client_id').equals(entry.client_id).modify({ status: 'failed', error: text, attempts: entry.attempts + 1 });
    await moduleOf(entry.mutation).refused?.(db, entry.mutation, text);
    await relayWrite(db, entry.mutation);
  });
}

/** The message a refusal shows: the server's words, else the kind's own fallback. */
function refusalText(entry: OutboxEntry, error: ApiError): string {
  return error.data || moduleOf(entry.mutation).fallbackMessage;
}

/**
 * The oldest entry not failed, marked 'sending' in the same transaction; null when there is none or it is being
 * sent already. Only ever the head: writes reach the server in the order the member made them, even if a second
 * sender (another worker, a leadership hand-over) runs at the same time, because IndexedDB serialises the claims.
 */
async function claimHead(db: LocalDb): Promise<OutboxEntry | null> {
  return db.transaction('rw', db.outbox, async () => {
    const head = await db.outbox.filter((e) => e.status !== 'failed').first();
    if (!head || head.status !== 'pending') return null;
    await db.outbox.update(head.seq!, { status: 'sending' });
    return head;
  });
}

type Outcome = 'delivered' | 'failed' | 'stop';

/**
 * Puts an entry claimed for sending back in the queue (still there, still 'sending'), counting the attempt: `attempts`
 * above 0 means the server may hold this key already, so its request must not change (the same key with another
 * body is refused, 422) and an edit has to follow it instead of rewriting it.
 */
async function putBack(db: LocalDb, entry: OutboxEntry): Promise<void> {
  await db.outbox
    .where('client_id')
    .equals(entry.client_id)
    .and((e) => e.status === 'sending')
    .modify({ status: 'pending', attempts: entry.attempts + 1 });
}

/** Sends one claimed entry and settles it: delivered, failed (a refusal), or back to pending (try again later). */
async function sendClaimed(db: LocalDb, api: Api, userId: number, entry: OutboxEntry, result: FlushResult): Promise<Outcome> {
  try {
    await deliver(db, api, userId, entry.mutation);
    timeoutsInARow.delete(entry.client_id);
    return 'delivered';
  } catch (e) {
    // Not ours to deliver any more; if the entry is still here, whoever signs in next sends it.
    if (e instanceof SessionChangedError) return 'stop';
    if (e instanceof UnknownMutationKindError || e instanceof NotDeliverableError) {
      // Written by a newer version of the app, or never deliverable: failed and visible rather than blocking the queue.
      console.error(e);
      if (e instanceof UnknownMutationKindError) {
        await db.outbox.where('client_id').equals(entry.client_id).modify({ status: 'failed', error: e.message });
      } else await markFailed(db, entry, e.message);
      return 'failed';
    }
    if (!(e instanceof ApiError)) {
      // A local failure (the mirror refused the answer, a bug): the server may hold the write, so it is sent again.
      console.error('outbox: delivery interrupted, will send again:', e);
      result.stoppedBy = new ApiError('invalid', -1, '', String(e));
      return 'stop';
    }
    if (isPermanent(e)) {
      // The member did not make a quiet write, so they are not asked to retry or discard it: it goes.
      if (quietTarget(entry.mutation) !== null) await discardEntry(db, entry.client_id);
      else await markFailed(db, entry, refusalText(entry, e));
      return 'failed';
    }
    const gaveUp = givesUpAfterTimeout(entry, e);
    if (gaveUp) {
      await markFailed(db, entry, gaveUp);
      return 'failed';
    }
    if (e.kind === 'invalid') console.error('outbox: unexpected answer, will send again:', e);
    result.stoppedBy = e;
    return 'stop';
  }
}

/** Sends pending entries oldest first until none is left or one fails for a reason that time may fix. */
export async function flushOutbox(db: LocalDb, api: Api): Promise<FlushResult> {
  const result: FlushResult = { delivered: 0, failed: 0, stoppedBy: null };
  const userId = await currentUserId(db);
  if (userId === null) return result;
  for (;;) {
    const entry = await claimHead(db);
    if (!entry) return result;
    let outcome: Outcome = 'stop';
    try {
      outcome = await sendClaimed(db, api, userId, entry, result);
    } finally {
      // Whatever happened (a session change, a local error, even a failure to mark it), the entry never stays
      // 'sending' behind this sender: it goes back to the queue, in its place, for the next send.
      if (outcome === 'stop') await putBack(db, entry);
    }
    if (outcome === 'delivered') result.delivered++;
    else if (outcome === 'failed') result.failed++;
    else return result;
  }
}

/**
 * After a crash or a leader change, an entry left 'sending' may or may not have arrived: send it again (idempotent).
 * The unsent writes are laid over their rows again too (rows of an older mirror shape were put back to the server's).
 */
export async function resetSending(db: LocalDb): Promise<void> {
  await inMirror(db, () => relayAll(db));
  await db.outbox
    .where('status')
    .equals('sending')
    .modify((e) => {
      e.status = 'pending';
      e.attempts += 1;
    });
}

export async function retryEntry(db: LocalDb, clientId: string): Promise<void> {
  await inMirror(db, async () => {
    const entry = await db.outbox.where('client_id').equals(clientId).first();
    if (!entry || entry.status !== 'failed') return;
    await db.outbox.where('client_id').equals(clientId).modify({ status: 'pending', error: null });
    await moduleOf(entry.mutation).retried?.(db, entry.mutation);
    await relayWrite(db, entry.mutation);
  });
}

export async function discardEntry(db: LocalDb, clientId: string): Promise<void> {
  await inMirror(db, async () => {
    const entry = await db.outbox.where('client_id').equals(clientId).first();
    if (!entry) return;
    await db.outbox.where('client_id').equals(clientId).delete();
    await moduleOf(entry.mutation).discarded?.(db, entry.mutation);
    await relayWrite(db, entry.mutation);
  });
}

/** The member's unsent writes, oldest first, counted as `unsentTally` counts them (a post's files go with the post). */
export async function unsentMutations(db: LocalDb): Promise<Mutation[]> {
  return (await db.outbox.orderBy('seq').toArray()).filter(isOwnWrite).map((e) => e.mutation);
}

/** The outbox as the domains' commands get it (their context): they cannot import this file, see outbox-handle.ts. */
export const outboxHandle: OutboxHandle = { enqueue, enqueueMany, retryEntry, discardEntry, unsentMutations };
