// Two server processes on one PostgreSQL database deliver to each other's subscribers (LISTEN/NOTIFY), and long-polls hold no connection.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeChannels, realtimeEvent } from '../../schema/realtime';
import { buildApp } from '../../server/app';
import { openPostgres, type DbHandle } from '../../server/db/connect';
import { MAX_INLINE_BYTES } from '../../server/realtime/fanout';
import { signInCast, type Cast } from './support/cast';
import { realtimeCredentials, sdkClient, type Listening } from './support/pubnub-clients';
import { useTestApp } from './support/test-app';

const listen = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
};

describe.skipIf(!process.env.DATABASE_URL)('realtime across two server processes on postgres', () => {
  const ctx = useTestApp('postgres', { app: () => ({ realtime: { longPollMs: 2_000 } }) });
  let second: { handle: DbHandle; app: FastifyInstance; port: number };
  let firstPort: number;
  let cast: Cast;
  const clients: Listening[] = [];
  const connect = async (session: Cast['mia'], port: number) => {
    const l = sdkClient(await realtimeCredentials(ctx.api, session), port);
    clients.push(l);
    return l;
  };

  beforeAll(async () => {
    firstPort = await listen(ctx.app);
    // Another process in all but the operating system's sense: its own pool, its own listening connection, its own gateway.
    const handle = await openPostgres(ctx.testDb.url!);
    const app = await buildApp({ db: handle.db, realtime: { longPollMs: 2_000 } });
    second = { handle, app, port: await listen(app) };
    cast = await signInCast(ctx);
  });
  afterAll(async () => {
    for (const l of clients) l.client.destroy();
    await second?.app.close();
    await second?.handle.close();
  });

  it('a subscriber on one process receives what a member publishes on the other, small and past the NOTIFY payload limit', async () => {
    const own = realtimeChannels.member(cast.leila.user_id);
    const onSecond = await connect(cast.leila, second.port);
    onSecond.client.subscribe({ channels: [own] });
    await onSecond.status('PNConnectedCategory');
    const onFirst = await connect(cast.leila, firstPort);
    await onFirst.client.publish({ channel: own, message: { n: 1 } });
    const large = 'y'.repeat(MAX_INLINE_BYTES + 3_000);
    await onFirst.client.publish({ channel: own, message: { n: 2, large }, sendByPost: true });
    await onSecond.message((m) => (m.message as { n: number }).n === 2);
    const published = onSecond.messages.filter((m) => m.publisher !== 'server');
    expect(published.map((m) => (m.message as { n: number }).n)).toEqual([1, 2]);
    expect((published[1]!.message as { large: string }).large).toBe(large);
  });

  it("a post written through one process reaches the other's subscribers of its group", async () => {
    const { groups } = (await ctx.api.call('GET', '/api/v2/groups', { session: cast.noah })).body as { groups: { id: number; key: string }[] };
    const channel = realtimeChannels.group(groups.find((g) => g.key === 'backstage')!.id);
    const noah = await connect(cast.noah, second.port);
    noah.client.subscribe({ channels: [channel] });
    await noah.status('PNConnectedCategory');
    expect((await ctx.api.call('POST', '/api/v2/walls/backstage/posts', { session: cast.leila, body: { body: 'Across processes' } })).status).toBe(201);
    const heard = await noah.message((m) => m.channel === channel);
    expect(realtimeEvent.parse(heard.message).kinds).toContain('post.upsert');
  });

  it('here-now on one process counts who subscribed on the other', async () => {
    const channel = realtimeChannels.community;
    const ada = await connect(cast.ada, firstPort);
    ada.client.subscribe({ channels: [channel] });
    await ada.status('PNConnectedCategory');
    const mia = await connect(cast.mia, second.port);
    let uuids: string[] = [];
    while (!uuids.includes(`user-${cast.ada.user_id}`)) {
      const here = await mia.client.hereNow({ channels: [channel] });
      uuids = here.channels[channel]?.occupants.map((o) => o.uuid) ?? [];
    }
    expect(uuids).toContain(`user-${cast.ada.user_id}`);
  });

  it('waiting long-polls hold no database connection: with more of them than the pool has connections, the API still answers', async () => {
    const creds = await realtimeCredentials(ctx.api, cast.mia);
    const hello = await fetch(`http://127.0.0.1:${firstPort}/pn/v2/subscribe/${creds.subscribe_key}/community/0?uuid=${creds.uuid}&auth=${encodeURIComponent(creds.auth_key)}&tt=0`);
    const { t } = (await hello.json()) as { t: { t: string } };
    const abort = new AbortController();
    let ended = 0;
    const polls = Array.from({ length: 30 }, () =>
      fetch(`http://127.0.0.1:${firstPort}/pn/v2/subscribe/${creds.subscribe_key}/${realtimeChannels.member(cast.mia.user_id)}/0?uuid=${creds.uuid}&auth=${encodeURIComponent(creds.auth_key)}&tt=${t.t}`, { signal: abort.signal })
        .then((r) => r.text())
        .catch(() => null)
        .finally(() => ended++),
    );
    // The pool has 10 connections: were they held by the 30 waiting polls, this would wait for the polls to end.
    const res = await fetch(`http://127.0.0.1:${firstPort}/api/v1/sync`, { headers: { 'x-secret-id': cast.mia.secret_id, 'x-secret': cast.mia.secret } });
    expect(res.status).toBe(200);
    expect(ended).toBe(0);
    abort.abort();
    await Promise.all(polls);
  });
});
