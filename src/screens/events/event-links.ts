// Where the events list opens: its half (upcoming or past) and its group filter live in the address, so a group's screen links to its events.
import type { EventScope } from '../../../schema/events/event-rules';
import { href } from '../../app/links';

export function eventsListLink(scope: EventScope, groupKey: string | null): string {
  const query = new URLSearchParams();
  if (scope === 'past') query.set('scope', 'past');
  if (groupKey) query.set('group', groupKey);
  const q = query.toString();
  return q ? `${href('events')}?${q}` : href('events');
}
