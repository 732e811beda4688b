// The embedded PubNub-compatible gateway under /pn: subscribe long-polls, publish, presence heartbeat, here-now and leave.
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_PUBLISH_BYTES, PRESENCE_SUFFIX } from '../../../schema/realtime';
import { realtimeUuid } from '../../realtime/gateway-sessions';
import type { Realtime } from '../../realtime/realtime';
import { GATEWAY_PATH } from '../../realtime/realtime';
import { readTimetoken } from '../../realtime/timetoken';

/** The most channels one request may name (a subscriber's memory is bounded by it). */
export const MAX_CHANNELS_PER_REQUEST = 200;
const MIN_PRESENCE_TIMEOUT = 20;
const MAX_PRESENCE_TIMEOUT = 320;
const DEFAULT_PRESENCE_TIMEOUT = 300;

type Query = Record<string, string | undefined>;

class GatewayRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`gateway ${status}`);
  }
}

/** PubNub's refusal: the SDK reads a 403 as PNAccessDeniedCategory and `payload.channels` as what was refused. */
const forbidden = (channels: string[]) =>
  new GatewayRefusal(403, { message: 'Forbidden', payload: { channels }, error: true, service: 'Access Manager', status: 403 });
const badRequest = (message: string, service = 'Gateway') => new GatewayRefusal(400, { status: 400, error: true, message, service });

function send(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply.code(status).header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(JSON.stringify(body));
}

function channelList(segment: string | undefined): string[] {
  const list = (segment ?? '').split(',').filter((c) => c !== '');
  if (list.length === 0) throw badRequest('No channels given');
  if (list.length > MAX_CHANNELS_PER_REQUEST) throw badRequest('Too many channels');
  return list;
}

const baseChannels = (list: string[]) => [...new Set(list.map((c) => (c.endsWith(PRESENCE_SUFFIX) ? c.slice(0, -PRESENCE_SUFFIX.length) : c)))];

function presenceTimeout(value: string | undefined): number {
  const n = Number(value);
  if (!value || !Number.isFinite(n)) return DEFAULT_PRESENCE_TIMEOUT;
  return Math.min(MAX_PRESENCE_TIMEOUT, Math.max(MIN_PRESENCE_TIMEOUT, Math.round(n)));
}

export async function gatewayRoutes(app: FastifyInstance, realtime: Realtime): Promise<void> {
  const gw = realtime.gateway;
  if (!gw) return;
  const { publishKey, subscribeKey } = realtime.keys;

  /** The caller's member id, when its auth key opens a session and its uuid is theirs; else 403 on `channels`. */
  const caller = async (query: Query, channels: string[]): Promise<number> => {
    const userId = await gw.sessions.member(query.auth);
    if (userId === null || query.uuid !== realtimeUuid(userId)) throw forbidden(channels);
    return userId;
  };
  const mayRead = async (userId: number, channels: string[]) => {
    const refused = await gw.sessions.refusedReads(userId, channels);
    if (refused.length > 0) throw forbidden(refused);
  };
  const checkSubKey = (key: string | undefined) => {
    if (key !== subscribeKey) throw badRequest('Invalid Subscribe Key', 'Access Manager');
  };

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const parts = ((request.params as { '*': string })['*'] ?? '').split('/').map((p) => decodeURIComponent(p));
    const query = request.query as Query;
    try {
      if (parts[0] === 'time' && request.method === 'GET') return send(reply, 200, [gw.hub.timetokens.next()]);
      if (parts[0] === 'v2' && parts[1] === 'subscribe' && request.method === 'GET') return await subscribe(parts, query, reply);
      if (parts[0] === 'publish') return await publish(parts, query, request, reply);
      if (parts[0] === 'v2' && parts[1] === 'presence' && parts[2] === 'sub-key' && parts[4] === 'channel' && request.method === 'GET') {
        checkSubKey(parts[3]);
        const channels = channelList(parts[5]);
        if (parts[6] === 'heartbeat' && parts.length === 7) return await heartbeat(channels, query, reply);
        if (parts[6] === 'leave' && parts.length === 7) return await leave(channels, query, reply);
        if (parts.length === 6) return await hereNow(channels, query, reply);
      }
      return send(reply, 404, { status: 404, error: true, message: 'Not Found', service: 'Gateway' });
    } catch (err) {
      if (err instanceof GatewayRefusal) return send(reply, err.status, err.body);
      if (err instanceof URIError || err instanceof SyntaxError) return send(reply, 400, { status: 400, error: true, message: 'Invalid request', service: 'Gateway' });
      throw err;
    }
  };

  const subscribe = async (parts: string[], query: Query, reply: FastifyReply) => {
    checkSubKey(parts[2]);
    if (query['channel-group']) throw badRequest('Channel groups are not supported', 'Balancer');
    const channels = channelList(parts[3]);
    const userId = await caller(query, channels);
    await mayRead(userId, channels);
    const since = readTimetoken(query.tt);
    if (since === null) throw badRequest('Invalid timetoken', 'Balancer');
    const joined = channels.filter((c) => !c.endsWith(PRESENCE_SUFFIX));
    if (joined.length > 0) gw.presence.heartbeat(joined, query.uuid!, presenceTimeout(query.heartbeat));
    if (since === 0n) return send(reply, 200, { t: { t: gw.hub.timetokens.next(), r: 1 }, m: [] });
    const abort = new AbortController();
    reply.raw.on('close', () => abort.abort());
    const answer = await gw.hub.poll(channels, since, gw.longPollMs, abort.signal);
    if (abort.signal.aborted && reply.raw.destroyed) return reply;
    const m = answer.messages.map((msg) => ({
      a: '1',
      f: 0,
      i: msg.issuer,
      p: { t: msg.timetoken, r: 1 },
      k: subscribeKey,
      c: msg.channel,
      d: msg.data,
    }));
    return send(reply, 200, { t: { t: answer.timetoken, r: 1 }, m });
  };

  const publish = async (parts: string[], query: Query, request: FastifyRequest, reply: FastifyReply) => {
    const [, pub, sub, zero, channel, zero2, message] = parts;
    if (pub !== publishKey || sub !== subscribeKey || zero !== '0' || zero2 !== '0' || !channel) return send(reply, 400, [0, 'Invalid Key', gw.hub.timetokens.next()]);
    const userId = await caller(query, [channel]);
    if (!(await gw.sessions.mayPublish(userId, channel))) throw forbidden([channel]);
    let text: string;
    if (request.method === 'POST') {
      const body = request.body instanceof Buffer ? request.body : Buffer.alloc(0);
      const deflated = String(request.headers['content-encoding'] ?? '').toLowerCase() === 'deflate';
      try {
        text = (deflated ? zlib.inflateSync(body, { maxOutputLength: MAX_PUBLISH_BYTES + 1 }) : body).toString('utf8');
      } catch {
        return send(reply, 400, [0, 'Invalid Body', gw.hub.timetokens.next()]);
      }
    } else {
      if (parts.length !== 7) return send(reply, 400, [0, 'Invalid Message', gw.hub.timetokens.next()]);
      text = message!;
    }
    if (Buffer.byteLength(text) > MAX_PUBLISH_BYTES) return send(reply, 413, [0, 'Message Too Large', gw.hub.timetokens.next()]);
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return send(reply, 400, [0, 'Invalid JSON', gw.hub.timetokens.next()]);
    }
    await gw.fanout.send({ channel, issuer: query.uuid!, data });
    return send(reply, 200, [1, 'Sent', gw.hub.timetokens.next()]);
  };

  const heartbeat = async (channels: string[], query: Query, reply: FastifyReply) => {
    const userId = await caller(query, channels);
    await mayRead(userId, channels);
    gw.presence.heartbeat(baseChannels(channels), query.uuid!, presenceTimeout(query.heartbeat));
    return send(reply, 200, { status: 200, message: 'OK', service: 'Presence' });
  };

  const leave = async (channels: string[], query: Query, reply: FastifyReply) => {
    await caller(query, channels);
    gw.presence.leave(baseChannels(channels), query.uuid!);
    return send(reply, 200, { status: 200, message: 'OK', action: 'leave', service: 'Presence' });
  };

  const hereNow = async (channels: string[], query: Query, reply: FastifyReply) => {
    const userId = await caller(query, channels);
    await mayRead(userId, channels);
    const withUuids = query.disable_uuids !== '1';
    const entries = channels.map((c) => {
      const uuids = gw.presence.hereNow(c);
      return [c, { occupancy: uuids.length, ...(withUuids ? { uuids } : {}) }] as const;
    });
    if (entries.length === 1) return send(reply, 200, { status: 200, message: 'OK', ...entries[0]![1], service: 'Presence' });
    const total = entries.reduce((n, [, e]) => n + e.occupancy, 0);
    return send(reply, 200, {
      status: 200,
      message: 'OK',
      payload: { channels: Object.fromEntries(entries), total_channels: entries.length, total_occupancy: total },
      service: 'Presence',
    });
  };

  await app.register(
    async (gateway) => {
      // The SDK posts JSON, deflated: read every body as bytes and decode it in `publish`.
      gateway.removeAllContentTypeParsers();
      gateway.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 2 * MAX_PUBLISH_BYTES }, (_req, body, done) => done(null, body));
      // The gateway checks the caller's realtime key itself, in PubNub's own answers (`caller`, `mayRead`).
      gateway.get('/*', { config: { access: 'public' } }, handle);
      gateway.post('/*', { config: { access: 'public' } }, handle);
    },
    { prefix: GATEWAY_PATH },
  );
}

