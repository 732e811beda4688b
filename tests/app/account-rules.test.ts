// The app's account checks (docs/product.md 5) and the small account helpers of src/lib.
import { describe, expect, it } from 'vitest';
import { formatMessage, messages } from '../../schema/messages';
import { clientAccountRules, signupOpen } from '../../src/lib/account-rules';
import { PASSWORD_TOO_SHORT_NO_COUNT, emailProblem, newPasswordProblem, signUpProblems, usernameProblem } from '../../src/lib/account-validation';
import { changedValues, missingMandatory } from '../../src/lib/custom-fields';
import { nextNameChange } from '../../src/lib/display-name-cooldown';
import { outdatedLegal } from '../../src/lib/legal';
import { LOGIN_CODE_VALID_MS, isRequestFresh } from '../../src/lib/magic-link-request';
import { withReferralCode } from '../../src/lib/referral-codes';
import { readSsoReturn } from '../../src/lib/sso-return';
import { isActiveCancelled, isPastDue, ownedPlanInterval, ownedWebSubscription } from '../../src/lib/subscriptions';
import { configuration, userData } from './helpers/guard-context';

describe('sign-up rules', () => {
  const rules = clientAccountRules(configuration({ password_validations: { min_length: 10 } }));
  const form = {
    display_name: 'Mia',
    username: 'mia_m',
    email: 'mia@example.com',
    password: 'long enough pw',
    password_confirmation: 'long enough pw',
    invite_code: '',
  };

  it('takes lengths from configuration', () => {
    expect(rules).toEqual({ passwordMinLength: 10, usernameMinLength: 3, usernameMaxLength: 30 });
  });

  it('is open only with web registration on and magic links off', () => {
    expect(signupOpen(configuration())).toBe(true);
    expect(signupOpen(configuration({ web_registration_enabled: false }))).toBe(false);
    expect(signupOpen(configuration({ login_using_magic_links: true }))).toBe(false);
    expect(signupOpen(null)).toBe(false);
  });

  it('accepts a good form', () => {
    expect(signUpProblems(form, rules, false)).toEqual({});
  });

  it('names every field’s problem at once, in the product messages, the password one without its count', () => {
    const empty = { display_name: ' ', username: '', email: '', password: '', password_confirmation: '', invite_code: '' };
    expect(signUpProblems(empty, rules, true)).toEqual({
      display_name: messages.fieldMandatory,
      username: messages.fieldMandatory,
      email: messages.fieldMandatory,
      password: messages.fieldMandatory,
      password_confirmation: messages.fieldMandatory,
      invite_code: messages.fieldMandatory,
    });
    expect(signUpProblems({ ...form, invite_code: 'X1' }, rules, true)).toEqual({});
    // "Nora New" as a username, a broken email and a short password: all three said on the first submit.
    expect(signUpProblems({ ...form, username: 'Nora New', email: 'mia@', password: 'short', password_confirmation: 'short' }, rules, false)).toEqual({
      username: messages.usernameIncorrect,
      email: messages.emailInvalid,
      password: PASSWORD_TOO_SHORT_NO_COUNT,
    });
    expect(PASSWORD_TOO_SHORT_NO_COUNT).not.toMatch(/\d/);
    expect(signUpProblems({ ...form, password_confirmation: 'long enough px' }, rules, false)).toEqual({ password_confirmation: messages.passwordsDoNotMatch });
    expect(signUpProblems({ ...form, username: 'mi' }, rules, false).username).toBe(formatMessage(messages.usernameTooShort, { count: rules.usernameMinLength }));
    expect(signUpProblems({ ...form, username: 'm'.repeat(31) }, rules, false).username).toBe(formatMessage(messages.usernameTooLong, { count: rules.usernameMaxLength }));
    // The rule itself is in the words: which characters, and no spaces.
    expect(messages.usernameIncorrect).toMatch(/lower-case letters, digits, dots and underscores, no spaces/);
  });

  it('outside sign-up the password message carries the count', () => {
    expect(newPasswordProblem('short', 'short', 10)).toBe(formatMessage(messages.passwordTooShort, { count: 10 }));
    expect(newPasswordProblem('', '', 10)).toBe(messages.mandatoryFields);
    expect(newPasswordProblem('abcdefghij', 'abcdefghij', 10)).toBeNull();
  });

  it('checks email and username shapes', () => {
    expect(emailProblem(' mia@example.com ')).toBeNull();
    expect(emailProblem('mia example.com')).toBe(messages.emailInvalid);
    expect(usernameProblem('Mia.M', rules)).toBeNull();
  });
});

describe('referral codes', () => {
  it('keeps the last 10, newest last, a repeated code moving to the end', () => {
    let codes: string[] = [];
    for (let i = 1; i <= 12; i++) codes = withReferralCode(codes, `c${i}`);
    expect(codes).toEqual(['c3', 'c4', 'c5', 'c6', 'c7', 'c8', 'c9', 'c10', 'c11', 'c12']);
    expect(withReferralCode(codes, 'c5').at(-1)).toBe('c5');
    expect(withReferralCode(codes, 'c5')).toHaveLength(10);
    expect(withReferralCode(codes, '  ')).toEqual(codes);
  });
});

describe('login code request', () => {
  it('is fresh for the 15 minutes a code works', () => {
    const at = Date.parse('2025-01-01T10:00:00Z');
    const request = { email: 'a@b.co', requested_at: new Date(at).toISOString() };
    expect(isRequestFresh(request, at + LOGIN_CODE_VALID_MS - 1)).toBe(true);
    expect(isRequestFresh(request, at + LOGIN_CODE_VALID_MS)).toBe(false);
    expect(isRequestFresh(null, at)).toBe(false);
  });
});

describe('single sign-on return', () => {
  it('reads an access token from the fragment first, then the query', () => {
    expect(readSsoReturn('?access_token=q', '#access_token=f&token_type=Bearer')).toEqual({ kind: 'oidc', accessToken: 'f' });
    expect(readSsoReturn('?access_token=q', '')).toEqual({ kind: 'oidc', accessToken: 'q' });
  });

  it('reads a SAML response and errors', () => {
    expect(readSsoReturn('?SAMLResponse=PHNhbWw%2B', '')).toEqual({ kind: 'saml', samlResponse: 'PHNhbWw+' });
    expect(readSsoReturn('?saml_response=abc', '')).toEqual({ kind: 'saml', samlResponse: 'abc' });
    expect(readSsoReturn('', '#error=access_denied&error_description=Denied')).toEqual({ kind: 'error', message: 'Denied' });
    expect(readSsoReturn('', '')).toEqual({ kind: 'none' });
  });
});

describe('display name cooldown', () => {
  const now = Date.parse('2025-03-31T12:00:00Z');
  it('allows a change 30 days after the last one', () => {
    expect(nextNameChange(null, now)).toBeNull();
    expect(nextNameChange('2025-03-01T12:00:00Z', now)).toBeNull();
    expect(nextNameChange('2025-03-21T12:00:00Z', now)?.toISOString()).toBe('2025-04-20T12:00:00.000Z');
  });
});

describe('legal documents', () => {
  it('are outdated when the configured version exceeds the agreed one', () => {
    const agreed = userData({}, { agreed_legal: { privacy_policy_version: 1, terms_conditions_version: 1 } });
    expect(outdatedLegal(configuration(), agreed)).toBeNull();
    const newer = configuration({ legal: { privacy_policy: { version: 2 }, terms_conditions: { version: 1 } } });
    expect(outdatedLegal(newer, agreed)).toEqual({ privacyPolicy: true, terms: false });
    expect(outdatedLegal(newer, null)).toBeNull();
  });
});

describe('custom fields', () => {
  const fields = [
    { id: 1, name: 'City', field_type: 'text' as const, options: [], mandatory: true },
    { id: 2, name: 'Instrument', field_type: 'select' as const, options: ['Guitar', 'Drums'], mandatory: false },
  ];
  it('enforces mandatory values and sends only changes', () => {
    expect(missingMandatory(fields, { 1: ' ' })).toBe(true);
    expect(missingMandatory(fields, { 1: 'Oslo' })).toBe(false);
    expect(changedValues(fields, { 1: 'Oslo' }, { 1: 'Oslo ', 2: 'Drums' })).toEqual([{ custom_user_field_id: 2, value: 'Drums' }]);
  });
});

describe('subscriptions (docs/product.md 4)', () => {
  const now = Date.parse('2025-06-15T00:00:00Z');
  const sub = (over: object) => ({ web_subscription: { id: 1 }, cancelled_at: null, current_period_end: null, ended_at: null, ...over });

  it('active cancelled and past due', () => {
    expect(isActiveCancelled(sub({ cancelled_at: '2025-06-01T00:00:00Z', current_period_end: '2025-07-01T00:00:00Z' }), now)).toBe(true);
    expect(isActiveCancelled(sub({ cancelled_at: '2025-06-01T00:00:00Z', current_period_end: '2025-06-10T00:00:00Z' }), now)).toBe(false);
    expect(isPastDue(sub({ current_period_end: '2025-06-10T00:00:00Z' }), now)).toBe(true);
    expect(isPastDue(sub({ current_period_end: '2025-07-10T00:00:00Z' }), now)).toBe(false);
  });

  it('the owned one is the first without ended_at, else an active cancelled one', () => {
    const ended = sub({ ended_at: '2025-01-01T00:00:00Z', cancelled_at: '2025-01-01T00:00:00Z', current_period_end: '2025-07-01T00:00:00Z' });
    const running = sub({ web_subscription: { id: 2 } });
    expect(ownedWebSubscription([ended, running], now)).toBe(running);
    expect(ownedWebSubscription([ended], now)).toBe(ended);
    expect(ownedWebSubscription([], now)).toBeNull();
  });

  it('a plan under 11 months is monthly, else yearly', () => {
    expect(ownedPlanInterval('2025-01-15T00:00:00Z', '2025-02-15T00:00:00Z')).toBe('month');
    expect(ownedPlanInterval('2025-01-15T00:00:00Z', '2025-12-14T00:00:00Z')).toBe('month');
    expect(ownedPlanInterval('2025-01-15T00:00:00Z', '2025-12-15T00:00:00Z')).toBe('year');
    expect(ownedPlanInterval('2025-01-15T00:00:00Z', '2026-01-15T00:00:00Z')).toBe('year');
  });
});
