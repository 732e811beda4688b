// One process's realtime messages: a short bounded buffer per channel and the subscribers' long-polls waiting on them.
import { Timetokens } from './timetoken';

export interface HubMessage {
  channel: string;
  timetoken: string;
  /** The publisher's uuid (`server` for the server's events). */
  issuer: string;
  data: unknown;
}

export interface HubLimits {
  /** Messages kept per channel for subscribers between two long-polls. */
  perChannel: number;
  /** How long a message stays in its channel's buffer. */
  keepMs: number;
  /** The most messages one subscribe answer carries (PubNub's: 100). */
  perAnswer: number;
}

export const DEFAULT_HUB_LIMITS: HubLimits = { perChannel: 100, keepMs: 60_000, perAnswer: 100 };

interface Stored extends HubMessage {
  tt: bigint;
  at: number;
}

interface Waiter {
  channels: readonly string[];
  wake: () => void;
}

export interface PollAnswer {
  timetoken: string;
  messages: HubMessage[];
}

/**
 * Memory is bounded per channel (buffer) and per subscriber (a waiting long-poll holds its channel list and one
 * callback, nothing per message): a subscriber that falls behind the buffer misses messages and catches up through
 * the delta feed, which events only ever point at.
 */
export class ChannelHub {
  readonly timetokens = new Timetokens();
  private readonly buffers = new Map<string, Stored[]>();
  private readonly waiting = new Map<string, Set<Waiter>>();
  private closed = false;
  private readonly sweep: NodeJS.Timeout;

  constructor(private readonly limits: HubLimits = DEFAULT_HUB_LIMITS) {
    this.sweep = setInterval(() => this.dropExpired(), Math.max(1000, limits.keepMs / 2));
    this.sweep.unref();
  }

  /** Stores a message and wakes the long-polls waiting on its channel; answers its timetoken. */
  deliver(channel: string, issuer: string, data: unknown): string {
    const timetoken = this.timetokens.next();
    const buffer = this.buffers.get(channel) ?? [];
    buffer.push({ channel, timetoken, issuer, data, tt: BigInt(timetoken), at: Date.now() });
    if (buffer.length > this.limits.perChannel) buffer.splice(0, buffer.length - this.limits.perChannel);
    this.buffers.set(channel, buffer);
    for (const w of [...(this.waiting.get(channel) ?? [])]) w.wake();
    return timetoken;
  }

  /** Messages of these channels after `since`, oldest first. */
  since(channels: readonly string[], since: bigint): HubMessage[] {
    const found: Stored[] = [];
    for (const c of channels) for (const m of this.buffers.get(c) ?? []) if (m.tt > since) found.push(m);
    found.sort((a, b) => (a.tt < b.tt ? -1 : 1));
    return found.slice(0, this.limits.perAnswer).map(({ channel, timetoken, issuer, data }) => ({ channel, timetoken, issuer, data }));
  }

  /**
   * A subscribe long-poll: what is newer than `since` at once, else waits for the first message on one of the
   * channels, or `timeoutMs`, or `abort` (the client went away), then answers with no messages and a fresh timetoken.
   */
  async poll(channels: readonly string[], since: bigint, timeoutMs: number, abort?: AbortSignal): Promise<PollAnswer> {
    const ready = this.since(channels, since);
    if (ready.length > 0 || this.closed) return this.answer(ready);
    await new Promise<void>((resolve) => {
      const waiter: Waiter = { channels, wake: () => finish() };
      const timer = setTimeout(() => finish(), timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        abort?.removeEventListener('abort', finish);
        for (const c of channels) {
          const set = this.waiting.get(c);
          set?.delete(waiter);
          if (set?.size === 0) this.waiting.delete(c);
        }
        resolve();
      };
      abort?.addEventListener('abort', finish);
      for (const c of channels) {
        const set = this.waiting.get(c) ?? new Set<Waiter>();
        set.add(waiter);
        this.waiting.set(c, set);
      }
    });
    return this.answer(this.since(channels, since));
  }

  /** How many long-polls wait now (benchmarks and tests). */
  waitingCount(): number {
    const all = new Set<Waiter>();
    for (const set of this.waiting.values()) for (const w of set) all.add(w);
    return all.size;
  }

  /** Answers every waiting long-poll (the server is stopping) and stops the sweep. */
  close(): void {
    this.closed = true;
    clearInterval(this.sweep);
    for (const set of [...this.waiting.values()]) for (const w of [...set]) w.wake();
  }

  private answer(messages: HubMessage[]): PollAnswer {
    // Past the last message answered, or now: what arrives later gets a greater timetoken than either.
    return { timetoken: messages.at(-1)?.timetoken ?? this.timetokens.next(), messages };
  }

  private dropExpired(): void {
    const oldest = Date.now() - this.limits.keepMs;
    for (const [channel, buffer] of this.buffers) {
      const keep = buffer.filter((m) => m.at >= oldest);
      if (keep.length === 0) this.buffers.delete(channel);
      else if (keep.length !== buffer.length) this.buffers.set(channel, keep);
    }
  }
}
