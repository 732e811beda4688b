// How long a session lives: an idle lifetime (since its last use) and an absolute one (since sign-in), on an injectable clock.

export interface SessionPolicy {
  /** A session not used for this long has ended. */
  idleMs: number;
  /** A session this old has ended, however often it is used. */
  absoluteMs: number;
  /** The server's clock; tests move it instead of waiting. */
  now: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_SESSION_IDLE_DAYS = 30;
export const DEFAULT_SESSION_ABSOLUTE_DAYS = 180;

export function sessionPolicy(opts: { idleDays?: number; absoluteDays?: number; now?: () => Date } = {}): SessionPolicy {
  return {
    idleMs: (opts.idleDays ?? DEFAULT_SESSION_IDLE_DAYS) * DAY_MS,
    absoluteMs: (opts.absoluteDays ?? DEFAULT_SESSION_ABSOLUTE_DAYS) * DAY_MS,
    now: opts.now ?? (() => new Date()),
  };
}

/** Whether a session created and last used at these times is still alive now. */
export function sessionAlive(policy: SessionPolicy, session: { createdAt: Date; lastUsedAt: Date }): boolean {
  const now = policy.now().getTime();
  return now - session.lastUsedAt.getTime() <= policy.idleMs && now - session.createdAt.getTime() <= policy.absoluteMs;
}
