// Creating accounts (sign-up, first code login, single sign-on), invitations, and mapping unique clashes to messages.
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { USERNAME_PATTERN, type AccountRules } from '../../../schema/accounts';
import { messages } from '../../../schema/messages';
import type { Database } from '../../db/connect';
import { invitations } from './accounts-schema';
import { groups, memberships } from '../groups/group-schema';
import { users, type UserRow } from './users-schema';
import { HttpError } from '../../core/http-error';
import { hashPassword } from './passwords';
import { newToken, sha256Hex } from '../sessions/tokens';

export interface NewAccount {
  email: string;
  username: string;
  displayName: string;
  /** hashed before the transaction (hashing inside it would hold the connection); see passwordHashFor */
  passwordHash: string;
  emailConfirmed: boolean;
  state?: 'active' | 'no_access';
  referredById?: number | null;
}

/** Inserts the account and joins it to the mandatory groups. Runs inside the caller's transaction. */
export async function insertAccount(tx: Database, a: NewAccount): Promise<UserRow> {
  let row: UserRow | undefined;
  try {
    [row] = await tx
      .insert(users)
      .values({
        email: a.email,
        username: a.username,
        displayName: a.displayName,
        passwordHash: a.passwordHash,
        emailConfirmed: a.emailConfirmed,
        state: a.state ?? 'active',
        referredById: a.referredById ?? null,
      })
      .returning();
  } catch (err) {
    throw uniqueClash(err) ?? err;
  }
  const mandatory = await tx.select({ id: groups.id }).from(groups).where(eq(groups.membershipType, 'mandatory'));
  if (mandatory.length) await tx.insert(memberships).values(mandatory.map((g) => ({ groupId: g.id, userId: row!.id })));
  return row!;
}

/** The hash for a new account; without a password, a random one: the account gets in by code, SSO or a reset. */
export function passwordHashFor(password?: string): Promise<string> {
  return hashPassword(password ?? newToken());
}

/** A unique violation on users turned into the member's message; null for anything else. */
export function uniqueClash(err: unknown): HttpError | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, detail } = e as { code?: unknown; constraint?: unknown; detail?: unknown };
    if (code !== '23505') continue;
    const where = `${String(constraint ?? '')} ${String(detail ?? '')}`;
    if (where.includes('email')) return new HttpError(422, messages.emailInUse);
    if (where.includes('username')) return new HttpError(422, messages.usernameInUse);
  }
  return null;
}

export async function accountByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(and(eq(users.email, email), ne(users.state, 'deleted')));
  return row ?? null;
}

export async function emailTaken(db: Database, email: string, exceptUserId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), exceptUserId ? ne(users.id, exceptUserId) : undefined));
  return rows.length > 0;
}

export async function usernameTaken(db: Database, username: string, exceptUserId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, username), exceptUserId ? ne(users.id, exceptUserId) : undefined));
  return rows.length > 0;
}

/** A free username made from an email's local part (code and SSO accounts pick none themselves). */
export async function usernameFromEmail(db: Database, email: string, rules: AccountRules): Promise<string> {
  const local = email.split('@')[0] ?? '';
  let base = local.toLowerCase().replace(/[^a-z0-9_.]/g, '').slice(0, Math.max(rules.usernameMinLength, rules.usernameMaxLength - 5));
  if (base.length < rules.usernameMinLength) base = `member${base}`.slice(0, rules.usernameMaxLength - 5);
  for (let i = 0; i < 20; i++) {
    const candidate = i === 0 ? base : `${base}${Math.floor(1000 + Math.random() * 9000)}`;
    if (USERNAME_PATTERN.test(candidate) && !(await usernameTaken(db, candidate))) return candidate;
  }
  return `member${Date.now().toString(36)}`.slice(0, rules.usernameMaxLength);
}

export function displayNameFromEmail(email: string): string {
  return (email.split('@')[0] ?? 'Member').slice(0, 60) || 'Member';
}

/** Creates an invitation for invitation-only communities; answers the code to hand out (stored only as a digest). */
export async function createInvitation(db: Database, validForMs = 7 * 24 * 60 * 60_000): Promise<string> {
  const code = newToken(12);
  await db.insert(invitations).values({ codeHash: sha256Hex(code), expiresAt: new Date(Date.now() + validForMs) });
  return code;
}

const liveInvitation = (code: string) =>
  and(eq(invitations.codeHash, sha256Hex(code)), isNull(invitations.usedAt), gt(invitations.expiresAt, new Date()));

/** The id of a valid, unused, unexpired invitation, or null. */
export async function findInvitation(db: Database, code: string): Promise<number | null> {
  const [row] = await db.select({ id: invitations.id }).from(invitations).where(liveInvitation(code));
  return row?.id ?? null;
}

/** Uses an invitation for an account (inside the creating transaction); false when it went meanwhile. */
export async function useInvitation(tx: Database, invitationId: number, userId: number): Promise<boolean> {
  const done = await tx
    .update(invitations)
    .set({ usedAt: new Date(), usedById: userId })
    .where(and(eq(invitations.id, invitationId), isNull(invitations.usedAt), gt(invitations.expiresAt, new Date())))
    .returning({ id: invitations.id });
  return done.length > 0;
}
