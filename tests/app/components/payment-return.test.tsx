// @vitest-environment jsdom
// Guard 2 as a member lives it: back from paying, the ticket is completed and "Confirming your membership…" shows until user data holds the plan (the query never grants access), then the content; back from a cancel, the paywall note.
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import GuardGate from '../../../src/app/GuardGate';
import { MemoryRouter } from '../../../src/app/router';
import { SessionContext } from '../../../src/app/session-context';
import { purchaseCancelledFlag, rememberCheckout } from '../../../src/app/purchase-return';
import type { UserData } from '../../../schema/session';
import { installEngineDouble, resetWorld } from '../helpers/component-world';
import { configuration, userData } from '../helpers/guard-context';
import { initTestI18n } from '../helpers/i18n-world';

afterEach(async () => {
  await resetWorld();
  sessionStorage.clear();
  localStorage.clear();
});

const holding: UserData['owned_web_subscriptions'] = [
  { id: 41, web_subscription: { id: 1 }, plan_name: 'fan', cancelled_at: null, current_period_end: '2099-01-01T00:00:00.000Z', ended_at: null, grace_ends_at: null },
];

function world(path: string, premium: boolean) {
  initTestI18n();
  const session = (member: UserData) => ({ ready: true, signedIn: true, configuration: configuration({ premium }), userData: member, endSessionLocally: () => {} });
  const ui = (member: UserData) => (
    <MemoryRouter initialEntries={[path]}>
      <SessionContext.Provider value={session(member)}>
        <GuardGate>
          <p>the premium post</p>
        </GuardGate>
      </SessionContext.Provider>
    </MemoryRouter>
  );
  const view = render(ui(userData()));
  return { holds: () => view.rerender(ui(userData({ owned_web_subscriptions: holding }))) };
}

describe('back from a successful payment', () => {
  it('completes the ticket, waits on the confirming screen (not the paywall, not the content), then shows the content once user data holds the plan', async () => {
    const engine = installEngineDouble();
    engine.command('account', 'completePaymentTicket').mockResolvedValue({ ok: true, value: undefined });
    rememberCheckout({ what: 'plan' });
    const { holds } = world('/posts/12?subscription_success=true', true);
    expect(await screen.findByText('Confirming your membership…')).toBeTruthy();
    expect(engine.command('account', 'completePaymentTicket')).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('the premium post')).toBeNull();

    act(() => holds());
    expect(await screen.findByText('the premium post')).toBeTruthy();
    expect(screen.queryByText('Confirming your membership…')).toBeNull();
    await waitFor(() => expect(sessionStorage.getItem('community.confirmingPurchase')).toBeNull());
  });

  it('in a community that is not premium it waits too, since what was bought is what the member came for', async () => {
    const engine = installEngineDouble();
    engine.command('account', 'completePaymentTicket').mockResolvedValue({ ok: true, value: undefined });
    world('/posts/12?subscription_success=true', false);
    expect(await screen.findByText('Confirming your membership…')).toBeTruthy();
  });
});

describe('back from a cancelled payment', () => {
  it('completes the ticket, removes the parameter and leaves a quiet note for the paywall; nothing waits', async () => {
    const engine = installEngineDouble();
    engine.command('account', 'completePaymentTicket').mockResolvedValue({ ok: true, value: undefined });
    world('/paywall?subscription_cancelled=true', true);
    expect(await screen.findByText('the premium post')).toBeTruthy();
    expect(engine.command('account', 'completePaymentTicket')).toHaveBeenCalledTimes(1);
    expect(purchaseCancelledFlag.get()).toBe('1');
    expect(screen.queryByText('Confirming your membership…')).toBeNull();
  });
});
