// The change feed and the idempotency keys that make writes apply once (the SQL migrations are the source of truth).
import { sql } from 'drizzle-orm';
import { changeKinds } from '../../schema/sync';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';
import { users } from '../domains/account/users-schema';

export const changes = pgTable(
  'changes',
  {
    cursor: bigserial('cursor', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: changeKinds }).notNull(),
    entityId: integer('entity_id').notNull(),
    userId: integer('user_id'),
    createdAt: createdAt(),
    /** 0024_change_scopes: what the kind's audience is scoped by (server/core/audiences/), and its id. */
    scope: text('scope', { enum: ['group', 'course', 'chat'] }),
    scopeId: integer('scope_id'),
  },
  // 0006_memberships: a request's tombstone finds its group here once the membership row is gone.
  (t) => [index('changes_request_delete_idx').on(t.entityId).where(sql`${t.kind} = 'membership_request.delete'`)],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
