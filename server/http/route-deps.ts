// What every route module receives from buildApp.
import type { AccountContext } from '../domains/account/account-context';
import type { SsoVerifiers } from '../domains/sessions/single-sign-on';
import type { FirstPageCache } from '../domains/posts/first-page-cache';
import type { MediaStorage } from '../domains/media/media-uploads';
import type { WakeableJob } from '../core/periodic-job';
import type { PushService } from '../push/push-service';
import type { Realtime } from '../realtime/realtime';
import type { Database } from '../db/connect';
import type { PaymentsOptions } from '../domains/payments/providers';

export interface RouteDeps extends AccountContext {
  sso: SsoVerifiers;
  /** Uploaded files: the adapter they are stored through (its store serves /uploads/) and the staging of unfinished uploads. */
  media: MediaStorage;
  /** The link-preview job: woken after a post write so its preview is fetched at once. */
  linkPreviews: Pick<WakeableJob, 'wake'>;
  /** Walls' first pages as each member last read them (server/domains/posts/first-page-cache.ts). */
  firstPages: FirstPageCache;
  /** Realtime: the gateway's parts or the PubNub adapter, and where clients connect (server/realtime/). */
  realtime: Realtime;
  /** Push delivery: the VAPID public key and the worker. */
  push: PushService;
  /** Every domain's part of an account's deletion (`forgetMember` in server/domains/domain.ts), built from the list. */
  forgetMember(tx: Database, userId: number): Promise<void>;
  /** Payments: the local provider's signing secret, the renewal job's interval, and whether the E2E hooks are on (E2E_HOOKS=1). */
  payments: PaymentsOptions & { e2eHooks: boolean };
}
