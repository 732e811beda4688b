// The outbox, generic over the mutation registry: optimistic write and entry in one transaction, delivery in order, refusals kept.
import type { LocalDb, OutboxEntry } from '../schema/local-db';
import { messages } from '../schema/messages';
import { mutation as mutationSchema, type Mutation } from '../schema/outbox';
import type { Api } from './api';
import { ApiError } from './api-error';
import { kvGet } from './kv';
import { currentUserId, inMirror, SessionChangedError, writeAsMember } from './mirror-writes';
import { moduleOf, UnknownMutationKindError } from './mutations/registry';

/**
 * A client id the schema accepts and the server keeps as the row's `client_id` (the Idempotency-Key): 128 random
 * bits as hex. getRandomValues, unlike randomUUID, also exists outside secure contexts.
 */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A mutation as a command builds it: everything but the client id, which the outbox assigns. */
export type MutationInput = Mutation extends infer M ? (M extends Mutation ? Omit<M, 'client_id'> : never) : never;

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
  const candidate = { ...input, client_id: newClientId() } as Mutation;
  const mod = moduleOf(candidate);
  const refusal = await mod.check?.(db, candidate);
  if (refusal) throw new Error(refusal);
  const parsed = mutationSchema.safeParse(candidate);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? messages.badRequest);
  const m = parsed.data;
  const { userId, userData } = await signedInMember(db);
  await writeAsMember(db, userId, async () => {
    await mod.write(db, m, { userId, userData, now: new Date() });
    const entry: OutboxEntry = { client_id: m.client_id, mutation: m, status: 'pending', error: null, attempts: 0, created_at: Date.now() };
    await db.outbox.add(entry);
  });
  return m.client_id;
}

/**
 * A refusal that sending again will not change: a 4xx other than 401, 408 and 429, or a malformed answer. A 403
 * the client took for a dead session (unauthorized) waits for the next sign-in instead.
 */
export function isPermanent(error: ApiError): boolean {
  if (error.kind === 'invalid') return true;
  if (error.kind !== 'http' || error.code < 400 || error.code >= 500) return false;
  if (error.code === 403) return !error.unauthorized;
  return ![401, 408, 429].includes(error.code);
}

export interface FlushResult {
  delivered: number;
  failed: number;
  /** Why sending stopped with entries still pending (offline, server fault, session refused). */
  stoppedBy: ApiError | null;
}

async function deliver(db: LocalDb, api: Api, userId: number, m: Mutation): Promise<void> {
  const mod = moduleOf(m);
  const answer = await mod.send(api, m);
  await writeAsMember(db, userId, async () => {
    await mod.delivered(db, m, answer);
    await db.outbox.where('client_id').equals(m.client_id).delete();
  });
}

async function markFailed(db: LocalDb, entry: OutboxEntry, text: string): Promise<void> {
  await inMirror(db, async () => {
    await db.outbox.where('client_id').equals(entry.client_id).modify({ status: 'failed', error: text, attempts: entry.attempts + 1 });
    await moduleOf(entry.mutation).refused(db, entry.mutation, text);
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

/** Sends pending entries oldest first until none is left or one fails for a reason that time may fix. */
export async function flushOutbox(db: LocalDb, api: Api): Promise<FlushResult> {
  const result: FlushResult = { delivered: 0, failed: 0, stoppedBy: null };
  const userId = await currentUserId(db);
  if (userId === null) return result;
  for (;;) {
    const entry = await claimHead(db);
    if (!entry) return result;
    try {
      await deliver(db, api, userId, entry.mutation);
      result.delivered++;
    } catch (e) {
      if (e instanceof SessionChangedError) {
        // Not ours to deliver any more; if the entry is still here, whoever signs in next sends it.
        await db.outbox.where('client_id').equals(entry.client_id).modify({ status: 'pending' });
        return result;
      }
      if (e instanceof UnknownMutationKindError) {
        // Written by a newer version of the app: it stays, failed and visible, rather than blocking the queue.
        console.error(e);
        await db.outbox.where('client_id').equals(entry.client_id).modify({ status: 'failed', error: e.message });
        result.failed++;
        continue;
      }
      const error = e instanceof ApiError ? e : new ApiError('invalid', -1, '', String(e));
      if (isPermanent(error)) {
        await markFailed(db, entry, refusalText(entry, error));
        result.failed++;
        continue;
      }
      await db.outbox
        .where('client_id')
        .equals(entry.client_id)
        .modify({ status: 'pending', attempts: entry.attempts + 1 });
      result.stoppedBy = error;
      return result;
    }
  }
}

/** After a crash or a leader change, an entry left 'sending' may or may not have arrived: send it again (idempotent). */
export async function resetSending(db: LocalDb): Promise<void> {
  await db.outbox.where('status').equals('sending').modify({ status: 'pending' });
}

export async function retryEntry(db: LocalDb, clientId: string): Promise<void> {
  await inMirror(db, async () => {
    const entry = await db.outbox.where('client_id').equals(clientId).first();
    if (!entry || entry.status !== 'failed') return;
    await db.outbox.where('client_id').equals(clientId).modify({ status: 'pending', error: null });
    await moduleOf(entry.mutation).retried(db, entry.mutation);
  });
}

export async function discardEntry(db: LocalDb, clientId: string): Promise<void> {
  await inMirror(db, async () => {
    const entry = await db.outbox.where('client_id').equals(clientId).first();
    if (!entry) return;
    await db.outbox.where('client_id').equals(clientId).delete();
    await moduleOf(entry.mutation).discarded(db, entry.mutation);
  });
}

export async function unsentMutations(db: LocalDb): Promise<Mutation[]> {
  return (await db.outbox.orderBy('seq').toArray()).map((e) => e.mutation);
}
