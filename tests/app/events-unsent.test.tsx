// @vitest-environment jsdom
// The unsent list names a member's waiting answers to events and reminder changes in words, not as "other".
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Mutation } from '../../schema/outbox';
import UnsentList from '../../src/components/UnsentList';
import { initTestI18n } from './helpers/i18n-world';

describe('the unsent list', () => {
  it('names answers by what they say, and a change of event reminders', () => {
    initTestI18n();
    const unsent = [
      { kind: 'event_rsvp.set', client_id: 'a', event_id: 5, body: { status: 'going' } },
      { kind: 'event_rsvp.set', client_id: 'b', event_id: 6, body: { status: 'not_going' } },
      { kind: 'event_reminder_setting.update', client_id: 'c', body: { day: true, hour: false, email: true } },
    ] as Mutation[];
    render(<UnsentList unsent={unsent} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Going to an event', 'Not going to an event', 'Changing your event reminders']);
  });
});
