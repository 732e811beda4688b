// The payments domain's parts for one server process: the provider, fulfilment's entry, mails after commit, the renewal job.
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../../schema/api-paths';
import { wakeableJob } from '../../core/periodic-job';
import type { RouteDeps } from '../../http/route-deps';
import { fulfilEvent } from './fulfil';
import { sendPaymentMails, type PaymentNote } from './payment-mails';
import { pickProvider, type Providers } from './providers';

export interface PaymentsRuntime extends Providers {
  /** Mails after commit. */
  tell(notes: readonly PaymentNote[]): void;
  /** The webhook's work: verify, fulfil once, mail. */
  receive(rawBody: Buffer, signature: string | undefined): Promise<void>;
  /** The local provider's renewals now (0 with Stripe, whose renewals are Stripe's). */
  runRenewals(): Promise<number>;
}

const RENEWAL_INTERVAL_MS = 60_000;

/** Starts the payments parts of this process; the renewal job stops when the app closes. */
export function startPayments(app: FastifyInstance, deps: RouteDeps): PaymentsRuntime {
  const { db, mailer, settings } = deps;
  const providers = pickProvider(db, settings, deps.payments);
  const tell = (notes: readonly PaymentNote[]) => sendPaymentMails(db, mailer, settings, notes);
  const runtime: PaymentsRuntime = {
    ...providers,
    tell,
    receive: async (rawBody, signature) => {
      const event = providers.provider.verifyEvent(rawBody, signature);
      const notes = await fulfilEvent(db, providers.provider, event);
      if (notes) tell(notes);
    },
    runRenewals: async () => (providers.local ? providers.local.runRenewals() : 0),
  };
  const local = providers.local;
  if (local) {
    // The local provider's events go through the webhook route itself, signed, as Stripe's do.
    local.connect(async (body, signature) => {
      const res = await app.inject({
        method: 'POST',
        url: apiPaths.paymentWebhook,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: body,
      });
      if (res.statusCode >= 300) throw new Error(`The webhook refused a local event: ${res.statusCode} ${res.body}`);
    });
    // Started once the app is ready: a renewal's events are injected into the app's own webhook route.
    let job: { stop: () => Promise<void> } | null = null;
    app.addHook('onReady', async () => {
      job = wakeableJob('payment renewals', () => local.runRenewals(), deps.payments.renewalIntervalMs ?? RENEWAL_INTERVAL_MS);
    });
    app.addHook('onClose', async () => {
      await job?.stop();
    });
  }
  return runtime;
}
