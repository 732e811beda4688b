// A local double of Stripe's API for tests: node:http on 127.0.0.1, form-encoded requests as the SDK sends them, Stripe-shaped answers, recorded requests, signed events.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { StripeError, StripeState, stripeId, type Json } from './stripe-double-state';

export type { Json } from './stripe-double-state';

export interface RecordedRequest {
  method: string;
  path: string;
  /** Lower-cased header names, as node reads them (`stripe-account`, `idempotency-key`, `stripe-version`). */
  headers: http.IncomingHttpHeaders;
  /** The form body (or query) decoded to nested objects, arrays where the keys are indexes; values stay strings. */
  body: Json;
}

export interface SignedEvent {
  id: string;
  payload: string;
  signature: string;
}

/** `a[b][0][c]=x` → { a: { b: [{ c: 'x' }] } }, as Stripe reads the SDK's encoding. */
export function decodeForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = node[part] ??= {};
    });
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value).map(([k, v]) => [k, arrays(v)] as const);
    const indexed = entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k));
    return indexed ? entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v) : Object.fromEntries(entries);
  };
  return arrays(root) as Json;
}

type Route = { method: string; pattern: RegExp; answer: (state: StripeState, account: string | null, body: Json, match: RegExpMatchArray) => Json };

const routes: Route[] = [
  { method: 'POST', pattern: /^\/v1\/customers$/, answer: (s, a, b) => s.createCustomer(a, b) },
  { method: 'POST', pattern: /^\/v1\/checkout\/sessions$/, answer: (s, a, b) => s.createCheckout(a, b) },
  { method: 'GET', pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/, answer: (s, a, _b, m) => s.get(m[1]!, a, 'checkout.session') },
  { method: 'GET', pattern: /^\/v1\/subscriptions\/([^/]+)$/, answer: (s, a, b, m) => s.expand(s.get(m[1]!, a, 'subscription'), b.expand) },
  { method: 'POST', pattern: /^\/v1\/subscriptions\/([^/]+)$/, answer: (s, a, b, m) => s.updateSubscription(a, m[1]!, b) },
  { method: 'POST', pattern: /^\/v1\/invoices\/create_preview$/, answer: (s, a, b) => s.preview(a, b) },
  { method: 'GET', pattern: /^\/v1\/invoices\/([^/]+)$/, answer: (s, a, _b, m) => s.get(m[1]!, a, 'invoice') },
  { method: 'GET', pattern: /^\/v1\/charges\/([^/]+)$/, answer: (s, a, _b, m) => s.get(m[1]!, a, 'charge') },
  { method: 'GET', pattern: /^\/v1\/payment_intents\/([^/]+)$/, answer: (s, a, _b, m) => s.get(m[1]!, a, 'payment_intent') },
  { method: 'POST', pattern: /^\/v1\/subscription_schedules$/, answer: (s, a, b) => s.createSchedule(a, b) },
  { method: 'GET', pattern: /^\/v1\/subscription_schedules\/([^/]+)$/, answer: (s, a, _b, m) => s.get(m[1]!, a, 'subscription_schedule') },
  { method: 'POST', pattern: /^\/v1\/subscription_schedules\/([^/]+)\/release$/, answer: (s, a, _b, m) => s.releaseSchedule(a, m[1]!) },
  { method: 'POST', pattern: /^\/v1\/subscription_schedules\/([^/]+)$/, answer: (s, a, b, m) => s.updateSchedule(a, m[1]!, b) },
  { method: 'POST', pattern: /^\/v1\/billing_portal\/sessions$/, answer: (s, a, b) => s.portal(a, b) },
];

/** What a checkout session shows outside: the fields kept only for the double's own bookkeeping are left out. */
function visible(object: Json): Json {
  if (object.object !== 'checkout.session') return object;
  const { subscription_data_metadata: _s, payment_intent_data_metadata: _p, line_price: _l, ...rest } = object;
  return rest;
}

export class StripeDouble {
  readonly secretKey = `sk_test_${stripeId('double')}`;
  readonly webhookSecret = `whsec_${stripeId('double')}`;
  readonly requests: RecordedRequest[] = [];
  readonly state = new StripeState(() => `http://127.0.0.1:${this.port}`);
  private readonly server = http.createServer((req, res) => this.handle(req, res));
  port = 0;
  /** While set, every request is answered 503 as in an outage of Stripe's API. */
  outage = false;

  /** The provider's options that reach this double (host, port, protocol are the SDK's own). */
  get providerOptions() {
    return { secretKey: this.secretKey, webhookSecret: this.webhookSecret, host: '127.0.0.1', port: this.port, protocol: 'http' as const };
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The requests to a path (exact, or a RegExp), in order. */
  requestsTo(method: string, path: string | RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)));
  }

  /**
   * A Stripe event about an object's state now (a copy: later changes do not reach it), signed as Stripe signs its
   * webhooks. `secret` signs it with another secret (a forgery); `timestamp` dates the signature (a stale one).
   */
  event(type: string, object: Json, opts: { secret?: string; timestamp?: number; created?: number; account?: string } = {}): SignedEvent {
    const id = stripeId('evt');
    const payload = JSON.stringify({
      id,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: opts.created ?? this.state.now(),
      type,
      data: { object: structuredClone(visible(object)) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      ...(opts.account ? { account: opts.account } : {}),
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? this.webhookSecret, timestamp: opts.timestamp });
    return { id, payload, signature };
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const body = decodeForm(req.method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8'));
      this.requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, body });
      const send = (status: number, json: Json) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': stripeId('req') });
        res.end(JSON.stringify(json));
      };
      if (this.outage) {
        send(503, { error: { type: 'api_error', message: 'The double is out of service' } });
        return;
      }
      if (req.headers.authorization !== `Bearer ${this.secretKey}`) {
        send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
        return;
      }
      const account = typeof req.headers['stripe-account'] === 'string' ? req.headers['stripe-account'] : null;
      for (const route of routes) {
        const match = req.method === route.method ? url.pathname.match(route.pattern) : null;
        if (!match) continue;
        try {
          send(200, visible(route.answer(this.state, account, body, match)));
        } catch (err) {
          if (!(err instanceof StripeError)) throw err;
          send(err.status, { error: { type: 'invalid_request_error', message: err.message, code: err.code } });
        }
        return;
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
    });
  }
}

export async function startStripeDouble(): Promise<StripeDouble> {
  return new StripeDouble().start();
}
