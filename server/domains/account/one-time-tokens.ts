// Single-use tokens (login codes, reset links, confirmations): stored as digests, looked up by digest, used at most once.
import crypto from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { LOGIN_CODE_ALPHABET, LOGIN_CODE_LENGTH } from '../../../schema/accounts';
import type { Database } from '../../db/connect';
import { oneTimeTokens, type TokenPurpose } from './accounts-schema';
import { newToken, sha256Hex } from '../sessions/tokens';

export type TokenRow = typeof oneTimeTokens.$inferSelect;

/** How long each kind of token works. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  login_code: 15 * 60_000,
  password_reset: 60 * 60_000,
  email_confirmation: 3 * 24 * 60 * 60_000,
  email_change: 24 * 60 * 60_000,
};

export function newLoginCode(): string {
  let code = '';
  for (let i = 0; i < LOGIN_CODE_LENGTH; i++) code += LOGIN_CODE_ALPHABET[crypto.randomInt(LOGIN_CODE_ALPHABET.length)];
  return code;
}

export interface IssueOptions {
  purpose: TokenPurpose;
  email: string;
  userId: number | null;
  invitationId?: number | null;
}

/**
 * Issues a token for an address, retiring earlier unused ones of the same purpose (only the newest mail works).
 * Login codes are short, so a rare collision with a live code is retried with a new one.
 */
export async function issueToken(db: Database, opts: IssueOptions): Promise<string> {
  const { purpose, email } = opts;
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.purpose, purpose), eq(oneTimeTokens.email, email), isNull(oneTimeTokens.usedAt)));
  for (let attempt = 0; ; attempt++) {
    const token = purpose === 'login_code' ? newLoginCode() : newToken();
    const inserted = await db
      .insert(oneTimeTokens)
      .values({
        purpose,
        email,
        userId: opts.userId,
        invitationId: opts.invitationId ?? null,
        tokenHash: sha256Hex(token),
        expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
      })
      .onConflictDoNothing()
      .returning({ id: oneTimeTokens.id });
    if (inserted.length > 0) return token;
    if (attempt >= 5) throw new Error('Could not issue a unique token');
  }
}

const live = (purposes: TokenPurpose[], token: string) =>
  and(
    inArray(oneTimeTokens.purpose, purposes),
    eq(oneTimeTokens.tokenHash, sha256Hex(token)),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, new Date()),
  );

/** The live token, without using it (to check a reset link before asking for the new password). */
export async function findLiveToken(db: Database, purpose: TokenPurpose, token: string): Promise<TokenRow | null> {
  const [row] = await db.select().from(oneTimeTokens).where(live([purpose], token));
  return row ?? null;
}

/** Marks a live token used and answers it; of two concurrent uses only one gets it. Null when wrong, used or expired. */
export async function consumeToken(db: Database, purposes: TokenPurpose[], token: string): Promise<TokenRow | null> {
  const [row] = await db.update(oneTimeTokens).set({ usedAt: new Date() }).where(live(purposes, token)).returning();
  return row ?? null;
}
