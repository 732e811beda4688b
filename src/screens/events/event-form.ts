// The event editor's fields and what they send: wall-clock times in the chosen zone become instants, empty fields become nulls, an edit sends only what changed.
import { DEFAULT_ONLINE_URL_LEAD_MINUTES, type RecurrenceFrequency } from '../../../schema/events/event-rules';
import type { EventWire } from '../../../schema/events/wire';
import type { CreateEventInput, PatchEventBody } from '../../../schema/events/wire';
import { instantToZoned, zonedToInstant } from '../../lib/zoned-time';

export interface EventForm {
  name: string;
  description: string;
  groupKey: string;
  starts: string;
  ends: string;
  timeZone: string;
  location: string;
  onlineUrl: string;
  leadMinutes: string;
  capacity: string;
  attendeesVisible: boolean;
  plan: string;
  repeat: '' | RecurrenceFrequency;
  repeatBy: 'count' | 'until';
  repeatCount: string;
  repeatUntil: string;
  /** The cover: undefined leaves it as it is, null removes it, an id sets the uploaded image. */
  imageMediaId?: number | null;
  /** What the cover looks like now (the event's, or the one just uploaded). */
  imagePreview: string | null;
}

export function emptyForm(timeZone: string, groupKey: string): EventForm {
  return {
    name: '', description: '', groupKey, starts: '', ends: '', timeZone, location: '', onlineUrl: '',
    leadMinutes: String(DEFAULT_ONLINE_URL_LEAD_MINUTES), capacity: '', attendeesVisible: true, plan: '',
    repeat: '', repeatBy: 'count', repeatCount: '4', repeatUntil: '', imagePreview: null,
  };
}

export function formOf(event: EventWire): EventForm {
  return {
    ...emptyForm(event.time_zone, event.group_key ?? ''),
    name: event.name,
    description: event.description,
    starts: instantToZoned(event.starts_at, event.time_zone),
    ends: instantToZoned(event.ends_at, event.time_zone),
    location: event.location ?? '',
    onlineUrl: event.online_url ?? '',
    capacity: event.capacity === null ? '' : String(event.capacity),
    attendeesVisible: event.attendees_visible,
    plan: event.required_plan ?? '',
    imagePreview: event.image?.small ?? null,
  };
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());
const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** The fields every write shares; the server's rules (schema/events/wire.ts) judge them, here and there. */
function fieldsOf(form: EventForm) {
  return {
    name: form.name,
    description: form.description,
    // An unreadable time is sent as typed: the contract's rule answers it in the product's words.
    starts_at: zonedToInstant(form.starts, form.timeZone) ?? form.starts,
    ends_at: zonedToInstant(form.ends, form.timeZone) ?? form.ends,
    time_zone: form.timeZone,
    location: orNull(form.location),
    online_url: orNull(form.onlineUrl),
    online_url_lead_minutes: Number(form.leadMinutes || DEFAULT_ONLINE_URL_LEAD_MINUTES),
    capacity: numberOrNull(form.capacity),
    attendees_visible: form.attendeesVisible,
    required_plan: orNull(form.plan),
  };
}

export function createBodyOf(form: EventForm): CreateEventInput {
  const until = form.repeatUntil ? zonedToInstant(`${form.repeatUntil}T23:59`, form.timeZone) : null;
  const recurrence =
    form.repeat === ''
      ? null
      : form.repeatBy === 'count'
        ? { frequency: form.repeat, count: Number(form.repeatCount) }
        : { frequency: form.repeat, until: until ?? form.repeatUntil };
  return { group_key: form.groupKey, ...fieldsOf(form), image_media_id: form.imageMediaId ?? null, recurrence };
}

/** Only what the host changed (a series' other occurrences keep the rest). */
export function patchOf(form: EventForm, event: EventWire): PatchEventBody {
  const now = fieldsOf(form);
  const was = fieldsOf(formOf(event));
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(now) as (keyof typeof now)[]) if (now[key] !== was[key]) patch[key] = now[key];
  if (form.imageMediaId !== undefined) patch.image_media_id = form.imageMediaId;
  return patch as PatchEventBody;
}
