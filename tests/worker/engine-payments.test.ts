// Paid plans through the engine against the real server: never queued, said plainly offline; the paywall and purchases mirrored and readable offline; cancel and undo; preview and change.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { paymentMessages } from '../../schema/payments/payment-rules';
import { useSignedInMember } from './helpers/engine-harness';

const member = useSignedInMember();

async function latestTicket(): Promise<unknown> {
  const session = (await member.h.kv('session'))!;
  const res = await member.server.api.call<{ payment_ticket: unknown }>('GET', '/api/v3/payment_ticket', { session });
  expect(res.status).toBe(200);
  return res.body.payment_ticket;
}

describe('paying offline', () => {
  it('checkout answers that paying needs the network, queues nothing and opens no ticket', async () => {
    member.server.setOffline(true);
    const answer = await member.h.engine.payments.checkout({ subscription_id: 1, success_path: '/posts/1', cancel_path: '/paywall' }, 'Chrome on Linux');
    expect(answer).toEqual({ ok: false, status: -1, message: paymentMessages.needsNetwork });
    expect(await member.h.mirror.outbox.count()).toBe(0);
    member.server.setOffline(false);
    expect(await latestTicket()).toBeNull();
  });

  it('cancel, undo, preview, change, the billing portal and invoices say the same, and nothing waits to be sent', async () => {
    member.server.setOffline(true);
    const { payments } = member.h.engine;
    const answers = await Promise.all([
      payments.cancel(1),
      payments.resume(1),
      payments.preview(1, 2),
      payments.change(1, { newWebSubscriptionId: 2, prorationDate: 1_790_000_000 }),
      payments.billingPortal('/profile/settings/membership'),
      payments.invoices(),
    ]);
    for (const answer of answers) expect(answer).toEqual({ ok: false, status: -1, message: paymentMessages.needsNetwork });
    expect(await member.h.mirror.outbox.count()).toBe(0);
  });

  it('a checkout body the contract refuses is refused before anything is sent', async () => {
    const answer = await member.h.engine.payments.checkout({ subscription_id: 1, success_path: 'https://elsewhere.example/', cancel_path: '/paywall' });
    expect(answer).toMatchObject({ ok: false, status: 422, message: paymentMessages.badPath });
  });
});
