// @vitest-environment jsdom
// The events list as a member sees it: upcoming and past apart, their own answer and waitlist place on each card, the time in the event's zone when it differs, New event for hosts only.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import EventsScreen from '../../src/screens/events/EventsScreen';
import { group, installEngineDouble, mirrorWriter, renderSignedIn, resetWorld, seedMember } from './helpers/component-world';
import { eventRow } from './helpers/events-world';

beforeEach(() => {
  installEngineDouble();
});
afterEach(resetWorld);

const names = async () => (await screen.findAllByTestId('event-card')).map((c) => within(c).getByRole('heading').textContent);

describe('the events list', () => {
  it('shows upcoming events soonest first, and the past ones on Past', async () => {
    const member = await seedMember({ groups: [group()] });
    await mirrorWriter().events.bulkPut([
      eventRow({ id: 1, name: 'Next month', inHours: 700 }),
      eventRow({ id: 2, name: 'Tomorrow', inHours: 20 }),
      eventRow({ id: 3, name: 'Last week', inHours: -170 }),
    ]);
    const user = userEvent.setup();
    renderSignedIn(<EventsScreen />, member);
    expect(await names()).toEqual(['Tomorrow', 'Next month']);
    await user.click(screen.getByRole('link', { name: 'Past' }));
    await screen.findByText('Last week');
    expect(await names()).toEqual(['Last week']);
    expect(screen.getByRole('link', { name: 'Past' }).getAttribute('aria-current')).toBe('page');
  });

  it("shows the member's own answer, their waitlist place and how many are going", async () => {
    const member = await seedMember({ groups: [group()] });
    await mirrorWriter().events.bulkPut([
      eventRow({ id: 1, name: 'Answered', going_count: 12, user_rsvp: { status: 'going', waitlist_position: null } }),
      eventRow({ id: 2, name: 'Full', inHours: 50, capacity: 3, going_count: 3, user_rsvp: { status: 'going', waitlist_position: 2 } }),
    ]);
    renderSignedIn(<EventsScreen />, member);
    const [answered, full] = await screen.findAllByTestId('event-card');
    expect(within(answered!).getByText("You're going")).toBeTruthy();
    expect(within(answered!).getByText('12 going')).toBeTruthy();
    expect(within(full!).getByText('You are 2nd on the waitlist')).toBeTruthy();
  });

  it("gives the event's own time beside the member's when its zone reads otherwise, and Online for an online event", async () => {
    const member = await seedMember({ groups: [group()] });
    await mirrorWriter().events.bulkPut([
      eventRow({ id: 1, name: 'Tokyo', time_zone: 'Asia/Tokyo', location: null, online: true }),
      eventRow({ id: 2, name: 'Here', inHours: 60, time_zone: 'UTC' }),
    ]);
    renderSignedIn(<EventsScreen />, member);
    const [tokyo, here] = await screen.findAllByTestId('event-card');
    expect(tokyo!.querySelectorAll('time')).toHaveLength(2);
    expect(tokyo!.textContent).toMatch(/GMT\+9|JST/);
    expect(within(tokyo!).getByText('Online')).toBeTruthy();
    expect(here!.querySelectorAll('time')).toHaveLength(1);
  });

  it('offers New event to a group admin and not to a member who hosts nothing', async () => {
    const member = await seedMember({ groups: [group()] });
    const view = renderSignedIn(<EventsScreen />, member);
    await screen.findByTestId('events-empty');
    expect(screen.queryByRole('link', { name: 'New event' })).toBeNull();
    view.unmount();
    await mirrorWriter().groups.put(group({ user_role: 'admin' }));
    renderSignedIn(<EventsScreen />, member);
    expect((await screen.findByRole('link', { name: 'New event' })).getAttribute('href')).toBe('/events/new');
  });
});
