// @vitest-environment jsdom
// An event as a member sees it: an answer moving the count at once, the waitlist place in words, the private attendee list, a cancelled event, host-only controls with the series choice, and a locked event's way to the paywall.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock } from 'vitest';
import type { RsvpStatus } from '../../schema/events/event-rules';
import { lastPaywallSource, paywallReturnPath } from '../../src/app/paywall-source';
import EventScreen from '../../src/screens/events/EventScreen';
import { answered } from '../../worker/domains/events/rsvp-effect';
import { installEngineDouble, mirrorWriter, resetWorld, seedMember, type EngineDouble } from './helpers/component-world';
import { eventRow } from './helpers/events-world';
import { renderAt } from './helpers/route-world';

let engine: EngineDouble;
beforeEach(async () => {
  engine = installEngineDouble();
  engine.command('events', 'attendees').mockResolvedValue({ ok: true, value: { attendees: [], meta: { next: null } } });
  localStorage.clear();
  await seedMember();
});
afterEach(resetWorld);

const open = (id = 5) => renderAt(`/events/${id}`, <EventScreen />, { route: '/events/:id' });

describe('an event', () => {
  it("moves the member's answer and the count at once, shown as sending until it lands", async () => {
    await mirrorWriter().events.put(eventRow({ going_count: 1 }));
    // The engine lays the answer over the event's row in the mirror (worker/domains/events/rsvp-effect.ts) and queues it.
    (engine.command('events', 'rsvp') as Mock).mockImplementation(async (id: number, status: RsvpStatus) => {
      const row = (await mirrorWriter().events.get(id))!;
      await mirrorWriter().events.put({ ...answered(row, status), status: 'pending', client_id: 'c1' });
      return 'c1';
    });
    const user = userEvent.setup();
    open();
    await screen.findByRole('heading', { name: 'Listening party' });
    expect(screen.getByText('1 going', { exact: false })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Going' }));
    expect(engine.command('events', 'rsvp')).toHaveBeenCalledWith(5, 'going');
    expect(await screen.findByText("You're going")).toBeTruthy();
    expect(screen.getByText('2 going', { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Going' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Sending…');
  });

  it('says the waitlist place plainly, with the ordinal', async () => {
    await mirrorWriter().events.put(eventRow({ capacity: 1, going_count: 1, waitlist_count: 3, user_rsvp: { status: 'going', waitlist_position: 3 } }));
    open();
    expect(await screen.findByText('You are 3rd on the waitlist')).toBeTruthy();
    expect(screen.getByText('3 on the waitlist', { exact: false })).toBeTruthy();
  });

  it('keeps the attendee list private where the host says so, asking nothing of the server', async () => {
    await mirrorWriter().events.put(eventRow({ attendees_visible: false }));
    open();
    expect(await screen.findByText('The host keeps the list of attendees private.')).toBeTruthy();
    expect(engine.command('events', 'attendees')).not.toHaveBeenCalled();
  });

  it('lists who is going where the host shows them', async () => {
    engine.command('events', 'attendees').mockResolvedValue({ ok: true, value: { attendees: [{ member: { id: 3, display_name: 'Noah', avatar_url: null }, status: 'going', answered_at: new Date().toISOString() }], meta: { next: null } } });
    await mirrorWriter().events.put(eventRow());
    open();
    expect(await screen.findByText('Noah')).toBeTruthy();
    expect(engine.command('events', 'attendees')).toHaveBeenCalledWith(5, 'going', 1);
  });

  it('shows a cancelled event as cancelled, with answers closed', async () => {
    await mirrorWriter().events.put(eventRow({ cancelled_at: new Date().toISOString() }));
    open();
    expect(await screen.findByText('This event was cancelled.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Going' })).toBeNull();
  });

  it('shows no host controls to a member', async () => {
    await mirrorWriter().events.put(eventRow());
    open();
    await screen.findByRole('heading', { name: 'Listening party' });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete event' })).toBeNull();
  });

  it("lets its host delete the whole series after choosing which occurrences", async () => {
    const recurrence = { series_id: 2, frequency: 'weekly' as const, count: 4, until: new Date().toISOString(), position: 1 };
    await mirrorWriter().events.put(eventRow({ can_manage: true, recurrence }));
    engine.command('events', 'remove').mockResolvedValue({ ok: true, value: undefined });
    const user = userEvent.setup();
    open();
    expect((await screen.findByRole('link', { name: 'Edit' })).getAttribute('href')).toBe('/events/5/edit');
    await user.click(screen.getByRole('button', { name: 'Delete event' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this event?' });
    await user.click(screen.getByRole('radio', { name: 'All events in the series' }));
    await user.click(dialog.querySelector('button.button--danger')!);
    await waitFor(() => expect(engine.command('events', 'remove')).toHaveBeenCalledWith(5, 'all'));
  });

  it('opens the paywall from a locked event with the event as its source, and coming back returns to it', async () => {
    await mirrorWriter().events.put(eventRow({ premium: true, required_plan: 'supporter', locked: true, description: '' }));
    const user = userEvent.setup();
    open();
    const join = await screen.findByRole('link', { name: 'Join to read' });
    expect(screen.getByText('This event is for supporter members.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Going' })).toBeNull();
    expect(join.getAttribute('href')).toBe('/paywall/supporter');
    await user.click(join);
    expect(lastPaywallSource()).toEqual({ type: 'event_button', id: 5 });
    expect(paywallReturnPath(lastPaywallSource())).toBe('/events/5');
  });
});
