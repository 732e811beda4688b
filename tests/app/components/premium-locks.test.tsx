// @vitest-environment jsdom
// Premium locks as a member without the plan sees them: a locked post card shows the padlock, the plan and "Join to read" to the paywall (the post remembered as the source), nothing of the post; the feed's nudge shows, leads to the paywall and goes away when dismissed.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { draftPost } from '../../../schema/mirror/draft-rows';
import { lockedPost } from '../../../schema/premium-rules';
import { MemoryRouter } from '../../../src/app/router';
import { lastPaywallSource } from '../../../src/app/paywall-source';
import { SessionContext } from '../../../src/app/session-context';
import PostCard from '../../../src/components/PostCard';
import SubscriptionNudge from '../../../src/components/premium/SubscriptionNudge';
import type { PostView } from '../../../src/hooks/mirror-views';
import { configuration } from '../helpers/guard-context';
import { initTestI18n } from '../helpers/i18n-world';
import { installEngineDouble, mirrorWriter, renderSignedIn, resetWorld, seedMember } from '../helpers/component-world';

function lockedView(): PostView {
  const draft = draftPost({ clientId: 'c0ffee', authorId: 8, wallKey: 'night-owls', groupId: 3, body: { body: 'Secret verse', required_plan: 'supporter' }, shared: null, now: new Date() });
  return { ...lockedPost(draft), id: 41, uid: 'p41', status: undefined, author: { id: 8, display_name: 'Otto', avatar_url: null } } as PostView;
}

beforeEach(() => {
  installEngineDouble();
  localStorage.clear();
});
afterEach(resetWorld);

describe('a locked post card', () => {
  it('shows the lock and the plan, never the post, and Join to read opens the paywall remembering the post', async () => {
    const member = await seedMember();
    const user = userEvent.setup();
    renderSignedIn(<PostCard post={lockedView()} />, member);
    expect(screen.getByTestId('plan-lock').textContent).toContain('For supporter members');
    expect(screen.queryByText('Secret verse')).toBeNull();
    const join = screen.getByRole('link', { name: 'Join to read' });
    expect(join.getAttribute('href')).toBe('/paywall/supporter');
    await user.click(join);
    expect(lastPaywallSource()).toEqual({ type: 'post', id: 41 });
  });

  it("names the plan by the paywall's title when the device holds the paywall", async () => {
    const member = await seedMember();
    await mirrorWriter().paywall.put({ id: 'paywall', fetched_at: new Date().toISOString(), plans: [{ name: 'supporter', title: 'Supporter' }] } as never);
    renderSignedIn(<PostCard post={lockedView()} />, member);
    expect(await screen.findByText('For Supporter members')).toBeTruthy();
  });
});

describe('the subscription nudge', () => {
  const show = async (nudges: boolean) => {
    const member = await seedMember();
    initTestI18n();
    const session = { ready: true, signedIn: true, configuration: { ...configuration(), subscription_nudges: nudges }, userData: member, endSessionLocally: () => {} };
    return render(
      <MemoryRouter>
        <SessionContext.Provider value={session}>
          <SubscriptionNudge />
        </SessionContext.Provider>
      </MemoryRouter>,
    );
  };

  it('invites a member without a plan to the paywall (source paywall_nudge_banner) and stays away once dismissed', async () => {
    const user = userEvent.setup();
    await show(true);
    await user.click(screen.getByRole('link', { name: 'See plans' }));
    expect(lastPaywallSource()).toEqual({ type: 'paywall_nudge_banner' });
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByTestId('subscription-nudge')).toBeNull();
  });

  it('is not shown when the community has nudges off', async () => {
    await show(false);
    expect(screen.queryByTestId('subscription-nudge')).toBeNull();
  });
});
