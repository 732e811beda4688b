// Which provider this server sells through, picked once at start: Stripe with its keys, else the embedded local provider.
import { routePaths } from '../../../schema/route-paths';
import type { Database } from '../../db/connect';
import { appLink, type AccountSettings } from '../account/account-context';
import { LocalProvider } from './local/local-provider';
import { loadOrCreateSigningSecret } from './local/local-signature';
import type { PaymentProvider } from './provider';

/** buildApp's payments options (server/config/app-options.ts reads them from the environment). */
export interface PaymentsOptions {
  /** The local provider's signing secret, kept in DATA_DIR (made on first start); without it one for this process. */
  signingSecretFile?: string;
  /** The secret itself (tests: two processes verifying each other's events). */
  signingSecret?: string;
  /** How often renewals are looked for (default a minute). */
  renewalIntervalMs?: number;
}

export interface Providers {
  /** Who takes payments now. */
  provider: PaymentProvider;
  /** The embedded provider when it is the one (its checkout page, renewals and test hooks), else null. */
  local: LocalProvider | null;
}

/** The path of the local provider's checkout page (server-made HTML). */
export const localCheckoutPath = '/pay/checkout/:id';

/**
 * Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set: its provider lives in ./stripe (another part of this
 * work, imported lazily so the SDK loads only then) and is wired here when it lands. Until then every server sells through
 * the local provider, which needs no keys.
 */
export function pickProvider(db: Database, settings: AccountSettings, opts: PaymentsOptions = {}): Providers {
  const secret = opts.signingSecret ?? loadOrCreateSigningSecret(opts.signingSecretFile);
  const local = new LocalProvider(db, secret, {
    checkout: (id) => appLink(settings, localCheckoutPath.replace(':id', encodeURIComponent(id))),
    billing: appLink(settings, routePaths.billing),
  });
  return { provider: local, local };
}
