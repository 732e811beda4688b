// Web Push delivery: the payload encrypted for the subscription, POSTed with a VAPID JWT to its endpoint, reached only at an allowed address.
import https from 'node:https';
import net from 'node:net';
import type { PushPayload } from '../../schema/push';
import type { PushSubscriptionRow } from '../db/push-schema';
import type { AddressPolicy } from '../link-preview/address-policy';
import { pinnedLookup, systemResolver, type FetchRefused, type Resolver } from '../link-preview/safe-fetch';
import { outcomeOfStatus, type PushSender, type SendOutcome } from './push-sender';
import { vapidAuthorization, type VapidKeys } from './vapid';
import { encryptPayload } from './web-push-crypto';

export interface WebPushOptions {
  keys: VapidKeys;
  /** The VAPID `sub` claim: a mailto: address the push service may write to. */
  subject: string;
  /** Which addresses an endpoint may resolve to (public ones in production, as for link previews). */
  policy: AddressPolicy;
  resolver?: Resolver;
  /** Extra certificate authorities (a test's own self-signed receiver). */
  ca?: string;
  timeoutMs?: number;
}

/** How long a push service keeps a message for an offline device. */
const TTL_SECONDS = 24 * 60 * 60;

export function webPushSender(opts: WebPushOptions): PushSender {
  return {
    async send(subscription: PushSubscriptionRow, payload: PushPayload): Promise<SendOutcome> {
      if (!subscription.endpoint || !subscription.p256dh || !subscription.auth) return { kind: 'gone' };
      const url = new URL(subscription.endpoint);
      const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
      if (url.protocol !== 'https:') return { kind: 'gone' };
      if (net.isIP(host) !== 0 && !opts.policy(host)) return { kind: 'refused', reason: `address ${host} not allowed` };
      const body = encryptPayload(Buffer.from(JSON.stringify(payload)), { p256dh: subscription.p256dh, auth: subscription.auth });
      return post(url, body, {
        'content-type': 'application/octet-stream',
        'content-encoding': 'aes128gcm',
        ttl: String(TTL_SECONDS),
        urgency: 'normal',
        authorization: vapidAuthorization(opts.keys, url.href, opts.subject),
      }, opts);
    },
  };
}

function post(url: URL, body: Buffer, headers: Record<string, string>, opts: WebPushOptions): Promise<SendOutcome> {
  return new Promise((resolve) => {
    let refused: FetchRefused | null = null;
    const req = https.request(url, {
      method: 'POST',
      agent: false,
      ca: opts.ca,
      timeout: opts.timeoutMs ?? 10_000,
      lookup: pinnedLookup(opts.policy, opts.resolver ?? systemResolver, (err) => (refused = err)),
      headers: { ...headers, 'content-length': String(body.length) },
    }, (res) => {
      res.resume();
      res.on('end', () => resolve(outcomeOfStatus(res.statusCode ?? 0)));
      res.on('error', (err) => resolve({ kind: 'retry', reason: err.message }));
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (err) => {
      const why: FetchRefused | null = refused;
      // An address the policy refuses, or a name that does not exist, will not change; anything else may.
      resolve(why?.permanent ? { kind: 'refused', reason: why.message } : { kind: 'retry', reason: err.message });
    });
    req.end(body);
  });
}
