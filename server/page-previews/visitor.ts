// A signed-out visitor as a viewer of the server's own visibility rules: what a page preview may show is what such a viewer could open.
import type { Configuration } from '../../schema/configuration';
import type { LibraryReader } from '../domains/library/plan-access';

/**
 * A viewer id no member has (ids start at 1): no memberships, no blocks, no posts of their own, so the posts' rules
 * (server/domains/posts/content-visibility.ts, group access) give exactly what any newcomer may read.
 */
export const VISITOR_ID = 0;

/** Not a host, holding no plan (server/domains/library/plan-access.ts). */
export const VISITOR_READER: LibraryReader = { host: false, held: [] };

/**
 * Whether anything but the front page may be previewed at all (docs/product.md 6, *ours*): not in a premium community
 * (a member without a plan sees only the paywall), nor in an invitation-only one (a visitor cannot become a member).
 */
export const openToVisitors = (config: Pick<Configuration, 'premium' | 'registration_invitation_only'>): boolean =>
  !config.premium && !config.registration_invitation_only;
