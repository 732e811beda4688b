// A change through the outbox answered as account calls answer: its client id, or the refusal to show (input the rules refuse, signed out).
import { invalid } from '../domains/account/account-results';
import type { AccountResult } from '../engine-results';
import { kvGet } from '../kv';
import type { MutationInput } from '../outbox-handle';
import type { WriteContext } from '../mutations/mutation';
import { signedOutFailure } from '../domains/account/user-data';
import type { EngineContext } from './context';

/** Written to the mirror and the outbox at once, then sent when it can be; the screen shows it from the mirror. */
export function enqueueChange(ctx: Pick<EngineContext, 'db' | 'send' | 'outbox'>, input: MutationInput): Promise<AccountResult<string>> {
  return enqueueChanges(ctx, [input]);
}

/**
 * Several changes that stand or fall together (a message and its images' uploads, the change last), in order, with
 * `alongside` writing the rows they refer to in the same transaction; answers the last one's client id.
 */
export async function enqueueChanges(
  { db, send, outbox }: Pick<EngineContext, 'db' | 'send' | 'outbox'>,
  inputs: (MutationInput & { client_id?: string })[],
  alongside?: (ctx: WriteContext) => Promise<void>,
): Promise<AccountResult<string>> {
  if (!(await kvGet(db, 'session'))) return signedOutFailure;
  let clientId: string;
  try {
    clientId = (await outbox.enqueueMany(db, inputs, alongside)).at(-1)!;
  } catch (e) {
    // enqueue refuses input with a plain Error carrying the rule's message; anything else (the database) is no refusal.
    if (e instanceof Error && e.name === 'Error') return invalid(e.message);
    throw e;
  }
  send(false);
  return { ok: true, value: clientId };
}
