// Referral codes met in links (/login, /magic, /signup), kept on the device (docs/product.md 5, 9): the last REFERRAL_CODES_KEPT
// with allow_all; with essentials only, just the latest, which the sign-up it serves sends (docs/product.md 9, "Cookies and device storage").
import { REFERRAL_CODES_KEPT } from '../../schema/constants';
import { readJson, storedText } from '../lib/browser-storage';
import { withReferralCode } from '../lib/referral-codes';
import { mayStore } from './consent';

const store = storedText('local', 'community.referralCodes');

const isCodeList = (v: unknown): v is string[] => Array.isArray(v) && v.every((c) => typeof c === 'string');

/** How many codes the visitor's cookie choice lets the device keep: the history beyond the latest is attribution. */
function codesKept(): number {
  return mayStore('non-essential') ? REFERRAL_CODES_KEPT : 1;
}

export function referralCodes(): string[] {
  return readJson(store, isCodeList) ?? [];
}

export function rememberReferralCode(code: string): void {
  store.set(JSON.stringify(withReferralCode(referralCodes(), code, codesKept())));
}

export function latestReferralCode(): string | null {
  return referralCodes().at(-1) ?? null;
}

/** The cookie choice changed to essentials only: the history goes, the latest code stays for the sign-up. */
export function trimReferralCodes(): void {
  const codes = referralCodes();
  if (codes.length > codesKept()) store.set(JSON.stringify(codes.slice(-codesKept())));
}
