// Who is on each channel (here-now), from heartbeats on this process and the presence events of every process.

/** A presence event as PubNub sends it on `<channel>-pnpres`. */
export interface PresenceEvent {
  action: 'join' | 'leave' | 'timeout';
  uuid: string;
  occupancy: number;
  /** seconds since the epoch */
  timestamp: number;
}

interface Occupant {
  expires: number;
  /** Heartbeats arrive here: this process announces the timeout; others' entries leave on their owner's events. */
  owned: boolean;
}

/** How long another process's occupant is kept without news from it (its process may have died). */
const REMOTE_KEEP_MS = 60 * 60_000;

export class Presence {
  private readonly occupants = new Map<string, Map<string, Occupant>>();
  private readonly sweep: NodeJS.Timeout;

  /** `announce` publishes an event to every process (including this one, whose `apply` then sees it). */
  constructor(
    private readonly announce: (channel: string, event: PresenceEvent) => void,
    sweepMs = 5_000,
  ) {
    this.sweep = setInterval(() => this.expire(), sweepMs);
    this.sweep.unref();
  }

  /** A subscribe or heartbeat: the uuid is on these channels for `timeoutSeconds` more; a newcomer is announced. */
  heartbeat(channels: readonly string[], uuid: string, timeoutSeconds: number): void {
    const expires = Date.now() + timeoutSeconds * 1000;
    for (const channel of channels) {
      const here = this.channel(channel);
      const was = here.get(uuid);
      here.set(uuid, { expires, owned: true });
      if (!was) this.announce(channel, this.event('join', uuid, here.size));
    }
  }

  leave(channels: readonly string[], uuid: string): void {
    for (const channel of channels) this.remove(channel, uuid, 'leave');
  }

  /** A presence event delivered from any process keeps this process's view of other processes' occupants. */
  apply(channel: string, event: PresenceEvent): void {
    const here = this.channel(channel);
    if (event.action === 'join') {
      if (!here.has(event.uuid)) here.set(event.uuid, { expires: Date.now() + REMOTE_KEEP_MS, owned: false });
    } else if (!here.get(event.uuid)?.owned) {
      here.delete(event.uuid);
    }
    if (here.size === 0) this.occupants.delete(channel);
  }

  hereNow(channel: string): string[] {
    return [...(this.occupants.get(channel)?.keys() ?? [])].sort();
  }

  close(): void {
    clearInterval(this.sweep);
  }

  private remove(channel: string, uuid: string, action: 'leave' | 'timeout'): void {
    const here = this.occupants.get(channel);
    if (!here?.delete(uuid)) return;
    if (here.size === 0) this.occupants.delete(channel);
    this.announce(channel, this.event(action, uuid, here.size));
  }

  private expire(): void {
    const now = Date.now();
    for (const [channel, here] of [...this.occupants]) {
      for (const [uuid, o] of [...here]) {
        if (o.expires > now) continue;
        if (o.owned) this.remove(channel, uuid, 'timeout');
        else here.delete(uuid);
      }
      if (here.size === 0) this.occupants.delete(channel);
    }
  }

  private channel(name: string): Map<string, Occupant> {
    let here = this.occupants.get(name);
    if (!here) this.occupants.set(name, (here = new Map()));
    return here;
  }

  private event(action: PresenceEvent['action'], uuid: string, occupancy: number): PresenceEvent {
    return { action, uuid, occupancy, timestamp: Math.floor(Date.now() / 1000) };
  }
}
