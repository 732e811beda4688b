// Real pubnub SDK clients in Node against a listening test server's gateway, and waits on what they receive.
import PubNub from 'pubnub';
import { expect } from 'vitest';
import { pubnubPublishKeyResponse, type PubnubPublishKeyResponse } from '../../../schema/realtime';
import type { Session } from '../../../schema/session';
import type { Api } from './test-app';

export async function realtimeCredentials(api: Api, session: Session): Promise<PubnubPublishKeyResponse> {
  const res = await api.call('GET', '/api/v2/pubnub_publish_key', { session });
  expect(res.status).toBe(200);
  return pubnubPublishKeyResponse.parse(res.body);
}

/** What one SDK client heard: messages, presence events and statuses, each waited on by a predicate. */
export class Listening {
  readonly messages: PubNub.Subscription.Message[] = [];
  readonly presence: PubNub.Subscription.Presence[] = [];
  readonly statuses: PubNub.Status[] = [];
  private readonly waiters = new Set<() => void>();

  constructor(readonly client: PubNub) {
    client.addListener({
      message: (m) => this.push(this.messages, m),
      presence: (p) => this.push(this.presence, p),
      status: (s) => this.push(this.statuses, s),
    });
  }

  /** Resolves with the first item that matches, already heard or heard later (the test's own timeout bounds it). */
  next<T>(list: T[], match: (item: T) => boolean): Promise<T> {
    return new Promise((resolve) => {
      const check = () => {
        const found = list.find(match);
        if (!found) return false;
        this.waiters.delete(check);
        resolve(found);
        return true;
      };
      if (!check()) this.waiters.add(check);
    });
  }

  message(match: (m: PubNub.Subscription.Message) => boolean) {
    return this.next(this.messages, match);
  }

  status(category: string) {
    return this.next(this.statuses, (s) => s.category === category);
  }

  private push<T>(list: T[], item: T) {
    list.push(item);
    for (const w of [...this.waiters]) w();
  }
}

/** An SDK client as the engine makes one, from the member's credentials, pointed at the server on `port`. */
export function sdkClient(creds: PubnubPublishKeyResponse, port: number): Listening {
  const client = new PubNub({
    publishKey: creds.publish_key,
    subscribeKey: creds.subscribe_key,
    userId: creds.uuid,
    authKey: creds.auth_key,
    origin: creds.realtime.origin!.replace(/^[^/]+/, `127.0.0.1:${port}`),
    ssl: false,
    presenceTimeout: 60,
    logVerbosity: false,
  });
  return new Listening(client);
}
