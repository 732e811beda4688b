// Bench: a purchase through realtime: from the local provider's signed checkout.session.completed until the paywall lifts in the member's open engine (docs/architecture.md "Paid plans").
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { paywallAnswer, checkoutAnswer } from '../schema/payments/wire';
import { apiPaths } from '../schema/api-paths';
import type { UserData } from '../schema/session';
import type { Database } from '../server/db/connect';
import { users } from '../server/domains/account/users-schema';
import { memberships } from '../server/domains/groups/group-schema';
import { LocalProvider } from '../server/domains/payments/local/local-provider';
import { hasOwnedPlan } from '../src/lib/subscriptions';
import type { EngineStatus } from '../worker/engine-results';
import { loadNodeEngine, LOOPBACK_PASSWORD, startBareWakeup, startLoopbackApp, until as untilIn } from './loopback-app';
import { perFloorP50, summary } from './stats';

const BENCH = 'payment-latency';
/** The promise: a purchase grants access within a second of its event, through realtime. */
export const PAYMENT_TARGET_P95_MS = 1_000;
const until = (ready: () => boolean | Promise<boolean>, what: string) => untilIn(BENCH, ready, what);

/** What lifts the paywall (src/lib/subscriptions.ts), for the plan just bought: a subscription to its price not ended. */
const holds = (data: UserData | undefined, priceId: number): boolean =>
  data !== undefined && hasOwnedPlan(data, Date.now()) && data.owned_web_subscriptions.some((s) => s.web_subscription.id === priceId && s.ended_at === null);

/**
 * Members who hold nothing yet, one per purchase (a checkout of a plan held is refused): copies of the demo member,
 * in her groups, so each engine pulls and subscribes as hers does.
 */
async function addBuyers(db: Database, count: number): Promise<string[]> {
  const [mia] = await db.select().from(users).where(eq(users.email, 'member@example.com'));
  if (!mia) throw new Error(`${BENCH}: the demo member is missing`);
  // Its own id and referral code (unique) are made anew.
  const { id: _id, referralCode: _code, ...template } = mia;
  const rows = await db
    .insert(users)
    .values(Array.from({ length: count }, (_, i) => ({ ...template, email: `buyer${i}@example.com`, username: `buyer${i}`, displayName: `Buyer ${i}` })))
    .returning({ id: users.id, email: users.email });
  const groups = await db.select({ groupId: memberships.groupId }).from(memberships).where(eq(memberships.userId, mia.id));
  if (groups.length > 0) {
    await db.insert(memberships).values(rows.flatMap((u) => groups.map((g) => ({ groupId: g.groupId, userId: u.id, status: 'active' as const }))));
  }
  return rows.map((u) => u.email);
}

/**
 * `n` purchases, one at a time, each by a member whose engine is open (signed in, first pull done, realtime active,
 * its poll an hour away so only the event can bring the change), with an open checkout of the Supporter plan's
 * monthly price. The local provider's Pay (its own code, as the checkout page's button runs it) makes the
 * subscription and sends its signed events to the webhook route over loopback; timed from the moment
 * checkout.session.completed is sent: the webhook's answer to it (`webhook`) and until the member's mirror holds the
 * plan (`lifted`: user data's owned_web_subscriptions, read as the paywall reads it). Baseline in the same run: a bare
 * long-poll route's wake-up (`bare_wakeup`). One purchase before the timed ones warms the paths and is not counted.
 */
export async function benchPaymentLatency(n = 30) {
  const { createEngine, openLocalDb } = await loadNodeEngine();
  const signingSecret = randomBytes(32).toString('hex');
  // Sign-ins of 31 members from one address would pass the login limit meant for people.
  const server = await startLoopbackApp(BENCH, { payments: { signingSecret }, rateLimitMultiplier: 1_000_000 });
  const { base, call } = server;
  const paywall = paywallAnswer.parse(await call('GET', apiPaths.paywall));
  const price = paywall.plans[0]?.web_subscriptions.find((w) => w.interval_period === 'month');
  if (!price) throw new Error(`${BENCH}: the demo sells no monthly plan`);
  const buyers = await addBuyers(server.db, n + 1);

  // The provider as Pay runs it, with the server's signing secret; its events go to the webhook over loopback, as a
  // provider's do, and the completed checkout's send and answer are timed here.
  const provider = new LocalProvider(server.db, signingSecret, { checkout: (id) => `${base}/pay/checkout/${id}`, billing: base });
  let completed: { sentAt: number; answeredAt: number | null } | null = null;
  provider.connect(async (body, signature) => {
    const isCompleted = (JSON.parse(body) as { type: string }).type === 'checkout.session.completed';
    const timing = { sentAt: performance.now(), answeredAt: null as number | null };
    if (isCompleted) completed = timing;
    const res = await fetch(`${base}${apiPaths.paymentWebhook}`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });
    const answer = await res.text();
    timing.answeredAt = performance.now();
    if (res.status >= 300) throw new Error(`${BENCH}: the webhook answered ${res.status} ${answer}`);
  });
  const bare = await startBareWakeup(BENCH);

  const sample = { webhook: [] as number[], lifted: [] as number[], bare: [] as number[] };
  try {
    for (const [i, email] of buyers.entries()) {
      const dbName = `bench-payment-${process.pid}-${i}`;
      const engine = createEngine({ baseUrl: base, dbName, locks: null, pollIntervalMs: 3_600_000, activePollIntervalMs: 3_600_000 });
      let status: EngineStatus | null = null;
      await engine.start({ onUnauthorized() {}, onStatus: (s) => void (status = s) });
      const mirror = openLocalDb(dbName);
      try {
        const signedIn = await engine.session.signIn(email, LOOPBACK_PASSWORD);
        if (!signedIn.ok) throw new Error(`${BENCH}: sign-in of ${email} failed: ${signedIn.message}`);
        await until(() => status?.realtime === 'active', `the realtime subscription of ${email}`);
        await engine.syncNow();
        const userData = async () => (await mirror.kv.get('userData'))?.value as UserData | undefined;
        if (!(await userData()) || holds(await userData(), price.id)) throw new Error(`${BENCH}: ${email} has no user data, or holds the plan already`);

        // The member's checkout, opened with their app's own session.
        const session = (await mirror.kv.get('session'))?.value as { secret_id: string; secret: string };
        const { stripe_checkout_session: checkout } = checkoutAnswer.parse(
          await call('POST', apiPaths.checkoutSessions, session, { subscription_id: price.id, success_path: '/', cancel_path: '/' }),
        );

        completed = null;
        const paid = provider.pay(checkout.id);
        await until(async () => holds(await userData(), price.id), `the plan in the mirror of ${email}`);
        const liftedAt = performance.now();
        // Only the event can have brought it: the poll is an hour away, and the subscription must still be up.
        if ((status as EngineStatus | null)?.realtime !== 'active') throw new Error(`${BENCH}: realtime of ${email} dropped during the purchase`);
        const back = await paid;
        if (!back.includes('subscription_success=true')) throw new Error(`${BENCH}: Pay sent ${email} back to ${back}`);
        const sent = completed as { sentAt: number; answeredAt: number | null } | null;
        if (!sent?.answeredAt) throw new Error(`${BENCH}: Pay sent no checkout.session.completed`);
        if (i === 0) continue; // the warm-up
        sample.lifted.push(liftedAt - sent.sentAt);
        sample.webhook.push(sent.answeredAt - sent.sentAt);
        sample.bare.push(await bare.wakeUp());
      } finally {
        await engine.close();
        await mirror.delete(); // each member's mirror goes with their engine: 31 demo mirrors need not stay in memory
      }
    }
  } finally {
    await bare.close();
    await server.close();
  }
  const lifted = summary(sample.lifted);
  return {
    purchases: n,
    webhook: summary(sample.webhook),
    lifted,
    bare_wakeup: summary(sample.bare),
    lifted_per_floor_p50: perFloorP50(sample.lifted, sample.webhook, sample.bare),
    target_met: lifted.p95_ms <= PAYMENT_TARGET_P95_MS,
  };
}
