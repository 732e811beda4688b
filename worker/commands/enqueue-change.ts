// A change through the outbox answered as account calls answer: its client id, or the refusal to show (input the rules refuse, signed out).
import { invalid } from '../account-results';
import type { AccountResult } from '../engine-api';
import { kvGet } from '../kv';
import { enqueue, type MutationInput } from '../outbox';
import { signedOutFailure } from '../user-data';
import type { EngineContext } from './context';

/** Written to the mirror and the outbox at once, then sent when it can be; the screen shows it from the mirror. */
export async function enqueueChange({ db, send }: Pick<EngineContext, 'db' | 'send'>, input: MutationInput): Promise<AccountResult<string>> {
  if (!(await kvGet(db, 'session'))) return signedOutFailure;
  let clientId: string;
  try {
    clientId = await enqueue(db, input);
  } catch (e) {
    // enqueue refuses input with a plain Error carrying the rule's message; anything else (the database) is no refusal.
    if (e instanceof Error && e.name === 'Error') return invalid(e.message);
    throw e;
  }
  send(false);
  return { ok: true, value: clientId };
}
