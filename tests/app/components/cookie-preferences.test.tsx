// @vitest-environment jsdom
// Cookie preferences as a member sees them (docs/product.md 9): essentials only chosen until they pick, the choice kept on the device; the strict mode's banner; guard 3's id kept only with allow_all.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import GuardGate from '../../../src/app/GuardGate';
import CookiePrompt from '../../../src/components/CookiePrompt';
import CookiePreferencesScreen from '../../../src/screens/cookies/CookiePreferencesScreen';
import { userData } from '../helpers/guard-context';
import { renderSignedIn, resetWorld } from '../helpers/component-world';
import { renderAt } from '../helpers/route-world';

afterEach(async () => {
  await resetWorld();
  localStorage.clear();
});

const radio = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

describe('the cookie preferences screen', () => {
  it('shows essentials only chosen by default, and says what each choice keeps', () => {
    renderSignedIn(<CookiePreferencesScreen />, userData());
    expect(screen.getByRole('heading', { name: 'Cookie preferences' })).toBeTruthy();
    expect(radio('Essential only').checked).toBe(true);
    expect(radio('Allow all').checked).toBe(false);
    expect(radio('Allow all').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/referral codes of links you followed/)).toBeTruthy();
  });

  it('keeps the choice on the device, shows it after a remount, and lets the member change it back', async () => {
    const user = userEvent.setup();
    const first = renderSignedIn(<CookiePreferencesScreen />, userData());
    await user.click(radio('Allow all'));
    expect(localStorage.getItem('community.cookieChoice')).toBe('allow_all');
    expect(screen.getByRole('status').textContent).toBe('Your choice is saved on this device.');
    first.unmount();

    renderSignedIn(<CookiePreferencesScreen />, userData());
    expect(radio('Allow all').checked).toBe(true);
    await user.click(radio('Essential only'));
    expect(localStorage.getItem('community.cookieChoice')).toBe('allow_essentials');
    expect(radio('Essential only').checked).toBe(true);
  });
});

const renderPrompt = (strict: boolean, signedIn = false) => renderAt('/login', <CookiePrompt />, { signedIn, config: { pwa_cookie_strict_mode: strict } });

describe('strict mode (pwa_cookie_strict_mode)', () => {
  it('asks a visitor who has not chosen, with both choices, and leaves once they choose', async () => {
    const user = userEvent.setup();
    renderPrompt(true);
    const banner = await screen.findByTestId('cookie-banner');
    expect(banner.getAttribute('aria-label')).toBe('Cookies');
    // The preferences are a member's screen: a visitor chooses on the banner itself.
    expect(screen.queryByRole('link', { name: 'Cookie preferences' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Allow all' }));
    expect(localStorage.getItem('community.cookieChoice')).toBe('allow_all');
    await waitFor(() => expect(screen.queryByTestId('cookie-banner')).toBeNull());
  });

  it('links a member to the preferences', async () => {
    renderPrompt(true, true);
    expect((await screen.findByRole('link', { name: 'Cookie preferences' })).getAttribute('href')).toBe('/profile/settings/cookie-preferences');
    expect(screen.getByRole('button', { name: 'Essential only' })).toBeTruthy();
  });

  it('asks no one once a choice is made, nor anyone when the mode is off', async () => {
    localStorage.setItem('community.cookieChoice', 'allow_essentials');
    renderPrompt(true);
    renderPrompt(false);
    // Give a lazy banner the time it would take to appear.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });
});

describe('guard 3 under the choice', () => {
  const visit = (path: string) =>
    renderAt(
      path,
      <GuardGate>
        <p>screen</p>
      </GuardGate>,
    );

  it('takes pn out of the address and keeps it only with allow_all', async () => {
    visit('/groups/a?pn=abc');
    await screen.findByText('screen');
    expect(localStorage.getItem('community.pushNotificationId')).toBeNull();

    localStorage.setItem('community.cookieChoice', 'allow_all');
    visit('/groups/b?pn=def');
    await waitFor(() => expect(localStorage.getItem('community.pushNotificationId')).toBe('def'));
  });
});
