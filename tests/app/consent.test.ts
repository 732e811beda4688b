// @vitest-environment jsdom
// The cookie choice (docs/product.md 9): allow_essentials until chosen, kept on the device, the one gate of non-essential storage; what essentials only keeps of the referral codes and forgets.
import { afterEach, describe, expect, it } from 'vitest';
import { cookieChoice, mayStore } from '../../src/app/consent';
import { chooseCookies } from '../../src/app/cookie-choice';
import { pushNotificationIdStore } from '../../src/app/push-notification-id';
import { latestReferralCode, referralCodes, rememberReferralCode } from '../../src/app/referral-memory';

afterEach(() => localStorage.clear());

describe('the cookie choice', () => {
  it('is allow_essentials until the visitor chooses: essential storage passes, nothing else does', () => {
    expect(cookieChoice()).toBe('allow_essentials');
    expect(mayStore('essential')).toBe(true);
    expect(mayStore('non-essential')).toBe(false);
  });

  it('is kept on the device: allow_all lets non-essential storage through, from the stored value alone', () => {
    chooseCookies('allow_all');
    expect(localStorage.getItem('community.cookieChoice')).toBe('allow_all');
    expect(cookieChoice()).toBe('allow_all');
    expect(mayStore('non-essential')).toBe(true);
  });

  it('can be changed back at any time', () => {
    chooseCookies('allow_all');
    chooseCookies('allow_essentials');
    expect(cookieChoice()).toBe('allow_essentials');
    expect(mayStore('non-essential')).toBe(false);
  });

  it('reads anything unknown in storage as the default', () => {
    localStorage.setItem('community.cookieChoice', 'allow_some');
    expect(cookieChoice()).toBe('allow_essentials');
    expect(mayStore('non-essential')).toBe(false);
  });
});

describe('referral codes under the choice (docs/product.md 5)', () => {
  it('with allow_all, the last 10 codes met in links stay on the device, the newest last', () => {
    chooseCookies('allow_all');
    for (let i = 1; i <= 12; i++) rememberReferralCode(`c${i}`);
    expect(referralCodes()).toEqual(['c3', 'c4', 'c5', 'c6', 'c7', 'c8', 'c9', 'c10', 'c11', 'c12']);
    expect(latestReferralCode()).toBe('c12');
  });

  it('with essentials only, just the latest stays: the code the sign-up sends', () => {
    rememberReferralCode('first');
    rememberReferralCode('second');
    expect(referralCodes()).toEqual(['second']);
    expect(latestReferralCode()).toBe('second');
  });

  it('choosing essentials forgets the history and which notification brought the visit, and keeps the latest code', () => {
    chooseCookies('allow_all');
    for (const code of ['a', 'b', 'c']) rememberReferralCode(code);
    pushNotificationIdStore.set('pn-1');
    chooseCookies('allow_essentials');
    expect(referralCodes()).toEqual(['c']);
    expect(pushNotificationIdStore.get()).toBeNull();
  });
});
