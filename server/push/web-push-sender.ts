// Web Push delivery through the web-push package (the VAPID JWT, aes128gcm encryption and the POST), its connection reaching only an allowed address.
import https from 'node:https';
import net from 'node:net';
import webPush from 'web-push';
import type { PushPayload } from '../../schema/push';
import type { PushSubscriptionRow } from '../domains/push/push-schema';
import type { AddressPolicy } from '../link-preview/address-policy';
import { pinnedLookup, systemResolver, type FetchRefused, type Resolver } from '../link-preview/safe-fetch';
import { outcomeOfStatus, type PushSender, type SendOutcome } from './push-sender';
import type { VapidKeys } from './vapid-keys';

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

/** How long a push service keeps a message for an offline device (web-push's own default is four weeks). */
const TTL_SECONDS = 24 * 60 * 60;

export function webPushSender(opts: WebPushOptions): PushSender {
  const vapidDetails = { subject: opts.subject, publicKey: opts.keys.publicKey, privateKey: opts.keys.privateKey };
  return {
    async send(subscription: PushSubscriptionRow, payload: PushPayload): Promise<SendOutcome> {
      if (!subscription.endpoint || !subscription.p256dh || !subscription.auth) return { kind: 'gone' };
      const url = new URL(subscription.endpoint);
      const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
      if (url.protocol !== 'https:') return { kind: 'gone' };
      // web-push checks no address: an IP literal is connected to without any lookup, so it is checked here, and a
      // name goes through the agent's pinned lookup below (docs/api-push.md, "Delivery").
      if (net.isIP(host) !== 0 && !opts.policy(host)) return { kind: 'refused', reason: `address ${host} not allowed` };
      // Set by the lookup when it refuses the endpoint's name (typed so: TypeScript cannot see the callback assign it).
      let refused = null as FetchRefused | null;
      // An agent per message, as web-push's options have no room for a lookup or a CA; it pools nothing between messages.
      const agent = new https.Agent({ ca: opts.ca, lookup: pinnedLookup(opts.policy, opts.resolver ?? systemResolver, (err) => (refused = err)) });
      try {
        await webPush.sendNotification({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(payload), {
          vapidDetails,
          TTL: TTL_SECONDS,
          urgency: 'normal',
          contentEncoding: 'aes128gcm',
          agent,
          timeout: opts.timeoutMs ?? 10_000,
        });
        return { kind: 'delivered' };
      } catch (err) {
        if (err instanceof webPush.WebPushError) return outcomeOfStatus(err.statusCode);
        // An address the policy refuses, or a name that does not exist, will not change; anything else may.
        return refused?.permanent ? { kind: 'refused', reason: refused.message } : { kind: 'retry', reason: err instanceof Error ? err.message : String(err) };
      } finally {
        agent.destroy();
      }
    },
  };
}
