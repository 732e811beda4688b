// docs/product.md 4: the privacy policy or terms are outdated when the configured version exceeds the one the member agreed to.
import type { Configuration } from '../../schema/configuration';
import type { UserData } from '../../schema/session';

export interface OutdatedLegal {
  privacyPolicy: boolean;
  terms: boolean;
}

export function outdatedLegal(config: Configuration | null, userData: UserData | null): OutdatedLegal | null {
  if (!config || !userData) return null;
  const agreed = userData.user.agreed_legal;
  const privacyPolicy = config.legal.privacy_policy.version > agreed.privacy_policy_version;
  const terms = config.legal.terms_conditions.version > agreed.terms_conditions_version;
  return privacyPolicy || terms ? { privacyPolicy, terms } : null;
}
