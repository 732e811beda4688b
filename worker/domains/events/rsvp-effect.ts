// What an answer does to an event as the member sees it at once: their answer, and the counts it leaves and joins (a full event's "going" waits in line).
import type { RsvpStatus } from '../../../schema/events/event-rules';
import type { LocalEvent } from '../../../schema/events/mirror';

type Counted = Pick<LocalEvent, 'user_rsvp' | 'going_count' | 'interested_count' | 'waitlist_count' | 'capacity'>;

/**
 * Pure: the same answer again changes nothing (the waitlist place stays); a "going" on a full event takes the next
 * waitlist place until the server's answer gives the real one (docs/architecture.md "Events on the device").
 */
export function answered<E extends Counted>(event: E, status: RsvpStatus): E {
  const prev = event.user_rsvp;
  if (prev?.status === status) return event;
  let { going_count, interested_count, waitlist_count } = event;
  if (prev?.status === 'going' && prev.waitlist_position != null) waitlist_count = Math.max(0, waitlist_count - 1);
  else if (prev?.status === 'going') going_count = Math.max(0, going_count - 1);
  else if (prev?.status === 'interested') interested_count = Math.max(0, interested_count - 1);
  let waitlist_position: number | null = null;
  if (status === 'interested') interested_count += 1;
  if (status === 'going') {
    if (event.capacity != null && going_count >= event.capacity) {
      waitlist_count += 1;
      waitlist_position = waitlist_count;
    } else going_count += 1;
  }
  return { ...event, going_count, interested_count, waitlist_count, user_rsvp: { status, waitlist_position } };
}
