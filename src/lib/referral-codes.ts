// Referral codes met in links (/login, /magic, /signup), the last REFERRAL_CODES_KEPT kept on the device (docs/product.md 5, 9).
import { REFERRAL_CODES_KEPT } from '../../schema/constants';
import { readJson, storedText } from './browser-storage';

const store = storedText('local', 'community.referralCodes');

const isCodeList = (v: unknown): v is string[] => Array.isArray(v) && v.every((c) => typeof c === 'string');

export function referralCodes(): string[] {
  return readJson(store, isCodeList) ?? [];
}

/** The newest last; a code seen again moves to the end; only the last REFERRAL_CODES_KEPT stay. */
export function withReferralCode(codes: readonly string[], code: string): string[] {
  const clean = code.trim();
  if (!clean) return [...codes];
  return [...codes.filter((c) => c !== clean), clean].slice(-REFERRAL_CODES_KEPT);
}

export function rememberReferralCode(code: string): void {
  store.set(JSON.stringify(withReferralCode(referralCodes(), code)));
}

export function latestReferralCode(): string | null {
  return referralCodes().at(-1) ?? null;
}
