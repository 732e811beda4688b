// Bench (f): chat message latency through the gateway: one member sends 100 messages through the API, the other hears each through the pubnub SDK and their engine mirrors it.
import PubNub from 'pubnub';
import { pubnubPublishKeyResponse, realtimeChannels, realtimeEvent } from '../schema/realtime';
import { LOOPBACK_PASSWORD, loadNodeEngine, startBareWakeup, startLoopbackApp, until as untilIn } from './loopback-app';
import { perFloorP50, summary } from './stats';

const until = (ready: () => boolean | Promise<boolean>, what: string) => untilIn('realtime-latency', ready, what);

/**
 * `n` messages, one at a time: the time from the send until B's SDK client hears the chat's event (`event`), until the
 * message is in B's engine's mirror (`mirror`), and the API's answer to the send alone (`send`). Baseline in the same
 * run: a bare long-poll Fastify route woken by an emitter (`bare_wakeup`), the floor of any long-poll delivery here.
 */
export async function benchRealtimeLatency(n = 100) {
  const { createEngine, openLocalDb } = await loadNodeEngine();
  const server = await startLoopbackApp('realtime-latency');
  const { base, call, signIn } = server;

  const noah = await signIn('noah@example.com');
  const mia = await signIn('member@example.com');
  const { chat } = await call<{ chat: { id: number } }>('POST', '/api/v2/chats', noah, { user_ids: [mia.user_id] });

  // B's engine: realtime on, the poll far away, so only events bring the messages.
  const engine = createEngine({ baseUrl: base, dbName: `bench-realtime-${process.pid}`, locks: null, pollIntervalMs: 3_600_000, activePollIntervalMs: 3_600_000 });
  const statuses: string[] = [];
  await engine.start({ onUnauthorized() {}, onStatus: (s) => void statuses.push(s.realtime) });
  const signedIn = await engine.session.signIn('member@example.com', LOOPBACK_PASSWORD);
  if (!signedIn.ok) throw new Error(`realtime-latency: sign-in failed: ${signedIn.message}`);
  const mirror = openLocalDb(`bench-realtime-${process.pid}`);

  // B's plain SDK client on the chat's channel, as the engine subscribes (credentials from the same call).
  const creds = pubnubPublishKeyResponse.parse(await call('GET', '/api/v2/pubnub_publish_key', mia));
  const channel = realtimeChannels.chat(chat.id);
  const sdk = new PubNub({
    publishKey: creds.publish_key,
    subscribeKey: creds.subscribe_key,
    userId: creds.uuid,
    authKey: creds.auth_key,
    origin: `${new URL(base).host}/pn`,
    ssl: false,
    logVerbosity: false,
  });
  let heardCursor = 0;
  let connected = false;
  sdk.addListener({
    message: (m) => {
      const event = realtimeEvent.safeParse(m.message);
      if (m.channel === channel && event.success) heardCursor = Math.max(heardCursor, event.data.cursor);
    },
    status: (s) => {
      if (s.category === 'PNConnectedCategory') connected = true;
    },
  });
  sdk.subscribe({ channels: [channel] });

  // The baseline: one waiting request on a bare route, answered when an emitter fires.
  const bare = await startBareWakeup('realtime-latency');

  const sample = { send: [] as number[], event: [] as number[], mirror: [] as number[], bare: [] as number[] };
  try {
    await until(() => connected && statuses.at(-1) === 'active', 'both subscriptions');
    for (let i = 0; i < n; i++) {
      const before = heardCursor;
      const sentAt = performance.now();
      const { message } = await call<{ message: { id: number } }>('POST', `/api/v2/chats/${chat.id}/messages`, noah, { body: `Message ${i}`, media_ids: [] });
      sample.send.push(performance.now() - sentAt);
      await until(() => heardCursor > before, `the event of message ${i}`);
      sample.event.push(performance.now() - sentAt);
      await until(async () => (await mirror.chat_messages.where('id').equals(message.id).count()) > 0, `message ${i} in the mirror`);
      sample.mirror.push(performance.now() - sentAt);

      sample.bare.push(await bare.wakeUp());
    }
  } finally {
    sdk.destroy();
    mirror.close();
    await engine.close();
    await bare.close();
    await server.close();
  }
  return {
    messages: n,
    send: summary(sample.send),
    event: summary(sample.event),
    mirror: summary(sample.mirror),
    bare_wakeup: summary(sample.bare),
    event_per_floor_p50: perFloorP50(sample.event, sample.send, sample.bare),
  };
}
