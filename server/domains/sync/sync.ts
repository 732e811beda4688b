// The delta feed for one member: changes after a cursor they may see, collapsed per entity, in wire shape.
import { and, asc, eq, gt, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import { SYNC_PAGE_SIZE } from '../../../schema/constants';
import type { Change, ChangeKind, SyncResponse } from '../../../schema/sync';
import type { Database } from '../../db/connect';
import { changes } from '../../core/sync-schema';
import { headCursor } from '../../core/changes';
import { kindAudiences } from '../../core/audiences/kind-audiences';
import { audiences } from '../../core/audiences/registry';
import { materialiserFor } from '../../core/materialisers/registry';

type ChangeRow = { cursor: number; kind: ChangeKind; entityId: number };

/** Changes the member may see right now: their own, and each kind's changes its audience lets them see. */
function visibleTo(userId: number): SQL {
  const kindsOf = listBy(Object.keys(kindAudiences) as ChangeKind[], (kind) => kindAudiences[kind], (kind) => kind);
  const shared = [...kindsOf].flatMap(([audience, kinds]) => {
    const where = audiences[audience].visibleTo(userId);
    return where ? [and(inArray(changes.kind, kinds), where)] : [];
  });
  return or(eq(changes.userId, userId), and(isNull(changes.userId), or(...shared)))!;
}

function listBy<T, K, V>(items: T[], keyOf: (item: T) => K, valueOf: (item: T) => V): Map<K, V[]> {
  const out = new Map<K, V[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = out.get(key);
    if (list) list.push(valueOf(item));
    else out.set(key, [valueOf(item)]);
  }
  return out;
}

/** Keeps only the latest change of each entity, in the order of those latest changes. */
function collapse(rows: ChangeRow[]): ChangeRow[] {
  const latest = new Map<string, ChangeRow>();
  for (const r of rows) {
    const key = `${r.kind.split('.')[0]}:${r.entityId}`;
    latest.delete(key);
    latest.set(key, r);
  }
  return [...latest.values()];
}

export async function readChanges(db: Database, userId: number, from: number | undefined, limit = SYNC_PAGE_SIZE): Promise<SyncResponse> {
  // The head is read first: every cursor up to it has committed (writers hold the feed lock until commit).
  const head = await headCursor(db);
  if (from === undefined || from >= head) return { changes: [], cursor: head, has_more: false };
  const rows = await db
    .select({ cursor: changes.cursor, kind: changes.kind, entityId: changes.entityId })
    .from(changes)
    .where(and(gt(changes.cursor, from), lte(changes.cursor, head), visibleTo(userId)))
    .orderBy(asc(changes.cursor))
    .limit(limit + 1);
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit);
  // Past the filter, the member has seen everything up to the head (or up to this page's end).
  const cursor = hasMore ? page.at(-1)!.cursor : head;
  return { changes: await materialise(db, userId, collapse(page)), cursor, has_more: hasMore };
}

/** One load per kind present on the page, then the page in cursor order; an upsert whose row is gone is skipped. */
async function materialise(db: Database, userId: number, rows: ChangeRow[]): Promise<Change[]> {
  const idsByKind = listBy(rows, (r) => r.kind, (r) => r.entityId);
  const loaded = new Map(
    await Promise.all([...idsByKind].map(async ([kind, ids]) => [kind, await materialiserFor(kind).load(db, userId, ids)] as const)),
  );
  const out: Change[] = [];
  for (const r of rows) {
    const body = loaded.get(r.kind)?.get(r.entityId);
    // The body was loaded by this kind's materialiser, so kind and body agree; the compiler cannot follow the pairing.
    if (body) out.push({ cursor: r.cursor, kind: r.kind, ...body } as Change);
  }
  return out;
}
