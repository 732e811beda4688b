// Attempt limits kept in the database (fixed windows), so they hold across server processes: 429 with Retry-After.
import { and, eq, lt, sql } from 'drizzle-orm';
import { messages } from '../../schema/messages';
import type { Database } from '../db/connect';
import { rateLimits } from '../domains/account/accounts-schema';
import { TooManyRequestsError } from './http-error';
import { sha256Hex } from '../domains/sessions/tokens';

export interface LimitRule {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/** docs/api-accounts.md, rate limits. */
export const defaultLimits = {
  loginPerEmail: { max: 10, windowMs: 10 * MINUTE },
  loginPerAddress: { max: 30, windowMs: 10 * MINUTE },
  codeRequestsPerEmail: { max: 5, windowMs: 15 * MINUTE },
  codeAttemptsPerAddress: { max: 10, windowMs: 15 * MINUTE },
  passwordResetsPerEmail: { max: 5, windowMs: 60 * MINUTE },
  passwordResetsPerAddress: { max: 20, windowMs: 60 * MINUTE },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof defaultLimits;
export type LimitOverrides = Partial<Record<LimitName, LimitRule>>;

/** Expired windows are swept every this many hits, by whichever process makes them. */
const SWEEP_EVERY = 200;

export class RateLimiter {
  private readonly rules: Record<LimitName, LimitRule>;
  private hitsSinceSweep = 0;

  constructor(
    private readonly db: Database,
    overrides: LimitOverrides = {},
    /** RATE_LIMIT_MULTIPLIER: scales every default maximum (a long browser test run signs in often). */
    multiplier = 1,
  ) {
    const scaled = Object.fromEntries(
      Object.entries(defaultLimits).map(([k, r]) => [k, { ...r, max: Math.max(1, Math.round(r.max * multiplier)) }]),
    ) as Record<LimitName, LimitRule>;
    this.rules = { ...scaled, ...overrides };
  }

  /** Counts one attempt against `name` for `subject` (an email or an address); over the limit it throws a 429. */
  async hit(name: LimitName, subject: string): Promise<void> {
    const { hits, rule, windowEnd } = await this.count(name, subject, 1);
    if (hits > rule.max) throw this.refusal(windowEnd);
  }

  /** Throws a 429 when `subject` has already used up `name`, counting nothing (failures are counted with record). */
  async check(name: LimitName, subject: string): Promise<void> {
    const { hits, rule, windowEnd } = await this.count(name, subject, 0);
    if (hits >= rule.max) throw this.refusal(windowEnd);
  }

  /** Counts a failed attempt; the request that failed still gets its own answer. */
  async record(name: LimitName, subject: string): Promise<void> {
    await this.count(name, subject, 1);
  }

  private refusal(windowEnd: number): TooManyRequestsError {
    return new TooManyRequestsError(Math.max(1, Math.ceil((windowEnd - Date.now()) / 1000)), messages.tooManyRequests);
  }

  private async count(name: LimitName, subject: string, add: 0 | 1): Promise<{ hits: number; rule: LimitRule; windowEnd: number }> {
    const rule = this.rules[name];
    const now = Date.now();
    const windowStart = now - (now % rule.windowMs);
    const windowEnd = windowStart + rule.windowMs;
    // The subject is digested: the table never holds addresses or emails in clear.
    const bucket = `${name}:${sha256Hex(subject.toLowerCase())}`;
    if (add === 0) {
      const [row] = await this.db
        .select({ hits: rateLimits.hits })
        .from(rateLimits)
        .where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.windowStart, new Date(windowStart))));
      return { hits: row?.hits ?? 0, rule, windowEnd };
    }
    const [row] = await this.db
      .insert(rateLimits)
      .values({ bucket, windowStart: new Date(windowStart), hits: 1, expiresAt: new Date(windowEnd) })
      .onConflictDoUpdate({ target: [rateLimits.bucket, rateLimits.windowStart], set: { hits: sql`${rateLimits.hits} + 1` } })
      .returning({ hits: rateLimits.hits });
    if (++this.hitsSinceSweep >= SWEEP_EVERY) {
      this.hitsSinceSweep = 0;
      await this.db.delete(rateLimits).where(lt(rateLimits.expiresAt, new Date(now)));
    }
    return { hits: row?.hits ?? 1, rule, windowEnd };
  }
}
