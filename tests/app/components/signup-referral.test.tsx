// @vitest-environment jsdom
// Referral codes on sign-up (docs/product.md 5): a code in the link is remembered and filled in, else the latest kept on the device, and the form sends it.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chooseCookies } from '../../../src/app/cookie-choice';
import { referralCodes } from '../../../src/app/referral-memory';
import SignupScreen from '../../../src/screens/signup/SignupScreen';
import { installEngineDouble, resetWorld, type EngineDouble } from '../helpers/component-world';
import { renderAt } from '../helpers/route-world';

let engine: EngineDouble;
beforeEach(() => {
  engine = installEngineDouble();
});
afterEach(async () => {
  await resetWorld();
  localStorage.clear();
});

const visit = (path: string) => renderAt(path, <SignupScreen />, { route: '/signup/:referralCode?', signedIn: false });

const referralField = () => screen.getByLabelText('Referral code (optional)') as HTMLInputElement;

describe('sign-up with a referral code', () => {
  it('remembers the link’s code, fills it in and sends it with the sign-up', async () => {
    const signUp = engine.command('session', 'signUp').mockResolvedValue({ ok: true });
    const user = userEvent.setup();
    visit('/signup/harbour-friends');
    expect(referralField().value).toBe('harbour-friends');
    await waitFor(() => expect(referralCodes()).toEqual(['harbour-friends']));

    await user.type(screen.getByLabelText('Name'), 'Noor');
    await user.type(screen.getByLabelText('Username'), 'noor');
    await user.type(screen.getByLabelText('Email'), 'noor@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long enough password');
    await user.type(screen.getByLabelText('Repeat the password'), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(signUp).toHaveBeenCalledWith(expect.objectContaining({ email: 'noor@example.com', referral_code: 'harbour-friends' })));
  });

  it('without a code in the link, offers the latest one kept on the device', () => {
    chooseCookies('allow_all');
    localStorage.setItem('community.referralCodes', JSON.stringify(['older', 'latest']));
    visit('/signup');
    expect(referralField().value).toBe('latest');
  });
});
