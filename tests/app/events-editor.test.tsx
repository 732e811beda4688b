// @vitest-environment jsdom
// The hosts' editor: a member who hosts nothing is told so, a group admin's new series is sent with its times read in the chosen zone, an edit sends only what changed over the chosen occurrences.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import EventEditorScreen from '../../src/screens/events/EventEditorScreen';
import { group, installEngineDouble, mirrorWriter, resetWorld, seedMember, type EngineDouble } from './helpers/component-world';
import { eventRow } from './helpers/events-world';
import { renderAt } from './helpers/route-world';

let engine: EngineDouble;
beforeEach(() => {
  engine = installEngineDouble();
});
afterEach(resetWorld);

describe('the event editor', () => {
  it('tells a member who administers no group that only admins create events', async () => {
    await seedMember({ groups: [group()] });
    renderAt('/events/new', <EventEditorScreen />, { route: '/events/new' });
    expect(await screen.findByText('Only the admins of a group can create and change its events.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create event' })).toBeNull();
  });

  it("sends a group admin's weekly series with its cover and its times read in the chosen zone", async () => {
    await seedMember({ groups: [group({ user_role: 'admin' })] });
    engine.command('events', 'create').mockResolvedValue({ ok: true, value: 42 });
    engine.command('events', 'uploadCover').mockResolvedValue({ ok: true, value: { id: 77, image: { small: '/media/s.png', large: '/media/l.png' } } });
    const user = userEvent.setup();
    renderAt('/events/new', <EventEditorScreen />, { route: '/events/new' });
    await user.type(await screen.findByLabelText('Name'), 'Summer session');
    fireEvent.change(screen.getByLabelText('Time zone'), { target: { value: 'Europe/Paris' } });
    fireEvent.change(screen.getByLabelText('Starts'), { target: { value: '2026-07-01T19:00' } });
    fireEvent.change(screen.getByLabelText('Ends'), { target: { value: '2026-07-01T21:00' } });
    await user.type(screen.getByLabelText('Capacity'), '25');
    await user.upload(screen.getByLabelText('Cover image'), new File(['png'], 'cover.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByTestId('event-cover').querySelector('img')?.getAttribute('src')).toBe('/media/s.png'));
    fireEvent.change(screen.getByLabelText('Repeat'), { target: { value: 'weekly' } });
    await user.clear(screen.getByLabelText('How many times'));
    await user.type(screen.getByLabelText('How many times'), '3');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(engine.command('events', 'create')).toHaveBeenCalled());
    expect(engine.command('events', 'create').mock.calls[0]![0]).toMatchObject({
      group_key: 'night-owls',
      name: 'Summer session',
      time_zone: 'Europe/Paris',
      starts_at: '2026-07-01T17:00:00.000Z',
      ends_at: '2026-07-01T19:00:00.000Z',
      capacity: 25,
      image_media_id: 77,
      recurrence: { frequency: 'weekly', count: 3 },
    });
  });

  it("sends only what the host changed, over the occurrences they chose, and shows a refusal in words", async () => {
    await seedMember({ groups: [group({ user_role: 'admin' })] });
    const recurrence = { series_id: 2, frequency: 'weekly' as const, count: 4, until: new Date().toISOString(), position: 1 };
    await mirrorWriter().events.put(eventRow({ can_manage: true, recurrence }));
    engine.command('events', 'update').mockResolvedValue({ ok: false, status: 422, message: 'The name can be at most 200 characters' });
    const user = userEvent.setup();
    renderAt('/events/5/edit', <EventEditorScreen />, { route: '/events/:id/edit' });
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Listening night');
    await user.click(screen.getByRole('radio', { name: 'This and following events' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(engine.command('events', 'update')).toHaveBeenCalledWith(5, { name: 'Listening night' }, 'following'));
    expect((await screen.findByRole('alert')).textContent).toBe('The name can be at most 200 characters');
  });
});
