// The referral code of the current link (/login/{code}, /magic/{code}, /signup/{code}), remembered on the device.
import { useEffect } from 'react';
import { useParams } from '../app/router';
import { rememberReferralCode } from '../app/referral-memory';

export function useReferralCodeParam(): string | undefined {
  const { referralCode } = useParams();
  useEffect(() => {
    if (referralCode) rememberReferralCode(referralCode);
  }, [referralCode]);
  return referralCode;
}
