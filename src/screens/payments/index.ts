// The paid plans' screens: the member's membership (cancel, undo, change with a preview) and the invoices page when Stripe is off.
import { lazyScreen } from '../../app/lazy-screen';
import { defineScreenDomain } from '../../app/screen-domain';

export const paymentsScreens = defineScreenDomain({
  name: 'payments',
  namespace: 'payments',
  screens: {
    membership: lazyScreen(() => import('./MembershipScreen')),
    billing: lazyScreen(() => import('./BillingScreen')),
  },
});
