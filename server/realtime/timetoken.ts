// PubNub-style timetokens (tenths of microseconds since the epoch, as decimal strings), strictly increasing per process.

export class Timetokens {
  private last = 0n;

  /** A timetoken greater than every one this process handed out before. */
  next(): string {
    const now = BigInt(Date.now()) * 10_000n;
    this.last = now > this.last ? now : this.last + 1n;
    return this.last.toString();
  }
}

/** A subscriber's timetoken as a number to compare with, or null when it is not one (then it is refused). */
export function readTimetoken(value: unknown): bigint | null {
  if (value === undefined || value === '') return 0n;
  if (typeof value !== 'string' || !/^\d{1,19}$/.test(value)) return null;
  return BigInt(value);
}
