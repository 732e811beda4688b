// The rule of the referral codes kept on the device (docs/product.md 5, 9): the newest last, no repeats, the last few only.
import { REFERRAL_CODES_KEPT } from '../../schema/constants';

/** The newest last; a code seen again moves to the end; only the last `kept` stay. */
export function withReferralCode(codes: readonly string[], code: string, kept = REFERRAL_CODES_KEPT): string[] {
  const clean = code.trim();
  if (!clean) return codes.slice(-kept);
  return [...codes.filter((c) => c !== clean), clean].slice(-kept);
}
