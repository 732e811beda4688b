// An answer to an event (going, interested, not going): laid over the event's row at once; the server's event, with the waitlist place it gave, becomes the row beneath.
import { eventEnded, eventMessages } from '../../../../schema/events/event-rules';
import { eventAnswer, eventRsvpSet, type EventWire } from '../../../../schema/events/wire';
import type { MutationOf } from '../../../../schema/outbox';
import { defineMutation, sendAsDeclared } from '../../../mutations/mutation';
import { overlay, writeState } from '../../../overlay/overlay';
import { putServerEvents } from '../event-rows';
import { answered } from '../rsvp-effect';

export const eventRsvpWrite = defineMutation<'event_rsvp.set', { event: EventWire }>({
  kind: 'event_rsvp.set',
  shape: eventRsvpSet,
  // What the device knows already refuses at once: answers close at the end, a cancelled event takes none (the server says the same).
  async check(db, m) {
    const event = await db.events.get(m.event_id);
    if (!event) return null;
    if (event.cancelled_at) return eventMessages.cancelled;
    return eventEnded(event, Date.now()) ? eventMessages.ended : null;
  },
  overlay: overlay<MutationOf<'event_rsvp.set'>>((m) => [{ table: 'events', key: m.event_id }], {
    // No row (forgotten meanwhile): nothing to show; the entry still goes and its answer brings the event back.
    events: (row, w) => (row ? { ...answered(row, w.mutation.body.status), ...writeState(w) } : undefined),
  }),
  send: (api, m) => sendAsDeclared(api, m, { params: { id: m.event_id }, body: m.body, schema: eventAnswer }),
  delivered: (db, _m, answer) => putServerEvents(db, [answer.event]),
  fallbackMessage: 'Could not send your answer to this event',
});
