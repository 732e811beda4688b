// What an outbox mutation kind declares: its optimistic write, its request, and what delivery, refusal, retry and discard do locally.
import type { ZodType } from 'zod';
import { fillPath, apiPaths } from '../../schema/api-paths';
import { HEADER_IDEMPOTENCY_KEY } from '../../schema/constants';
import type { LocalDb } from '../../schema/local-db';
import { mutationRequests, type MutationKind, type MutationOf } from '../../schema/outbox';
import type { UserData } from '../../schema/session';
import type { Api } from '../api';
import type { ApplyContext } from '../collections/collection';
import type { Overlay } from '../overlay/overlay';

export interface WriteContext {
  userId: number;
  userData: UserData;
  now: Date;
}

/** Every hook runs inside one transaction over the mirror that holds the outbox too. */
export interface MutationModule<K extends MutationKind, Answer = unknown> {
  kind: K;
  /** A contract's write (schema/contracts.ts): its zod shape, which enqueue checks it with; the core's kinds have theirs in schema/outbox.ts. */
  shape?: ZodType<MutationOf<K>>;
  /** Refuses what the schema cannot judge (answers the message to show), before anything is written. */
  check?(db: LocalDb, m: MutationOf<K>): Promise<string | null>;
  /**
   * The rows this write touches and its pure effect on them: the engine lays it over the server's rows (held beneath)
   * from its queuing until it leaves the outbox, delivered or discarded (worker/overlay/rebase.ts).
   */
  overlay?: Overlay<NoInfer<MutationOf<K>>>;
  /** Local rows of its own besides the overlay (a new post's draft row), in the transaction that adds the outbox entry. */
  write?(db: LocalDb, m: MutationOf<K>, ctx: WriteContext): Promise<void>;
  /** `db` for kinds whose request reads local rows (an upload's bytes, its progress, the media ids of a post). */
  send(api: Api, m: MutationOf<K>, db: LocalDb): Promise<Answer>;
  /** The server's answer becomes the server's rows (the outbox entry is removed by the outbox, the overlay laid again). */
  delivered(db: LocalDb, m: MutationOf<K>, answer: Answer, ctx: ApplyContext): Promise<void>;
  /** A permanent refusal: the local rows show it with this message, and are kept for retry or discard. */
  refused?(db: LocalDb, m: MutationOf<K>, message: string): Promise<void>;
  retried?(db: LocalDb, m: MutationOf<K>): Promise<void>;
  /** The member gave up on it: what it wrote besides its overlay goes (the overlay goes by itself). */
  discarded?(db: LocalDb, m: MutationOf<K>): Promise<void>;
  /** Shown when a refusal carries no message of its own. */
  fallbackMessage: string;
}

/** A mutation module's own verdict that an entry can never be delivered (e.g. its attachment is gone): marked failed. */
export class NotDeliverableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotDeliverableError';
  }
}

/** A module as the outbox calls it: the hooks a kind leaves out do nothing of their own (its overlay does the rest). */
export type DefinedMutation<K extends MutationKind, Answer = unknown> = MutationModule<K, Answer> &
  Required<Pick<MutationModule<K, Answer>, 'write' | 'refused' | 'retried' | 'discarded'>>;

const nothing = async (): Promise<void> => {};

export function defineMutation<K extends MutationKind, Answer>(m: MutationModule<K, Answer>): DefinedMutation<K, Answer> {
  return { write: nothing, refused: nothing, retried: nothing, discarded: nothing, ...m };
}

/** Sends a mutation as `mutationRequests` declares it, with its client id as the Idempotency-Key. */
export function sendAsDeclared<T>(
  api: Api,
  m: { kind: MutationKind; client_id: string },
  opts: { params?: Record<string, string | number>; body?: unknown; schema: ZodType<T> },
): Promise<T> {
  const { method, path } = mutationRequests[m.kind];
  return api.client.request(method, fillPath(apiPaths[path], opts.params), {
    body: opts.body,
    headers: { [HEADER_IDEMPOTENCY_KEY]: m.client_id },
    schema: opts.schema,
  });
}
