// An event's time as a member reads it: in their own zone, and in the event's zone too when the clocks there differ (Intl in the language in use).
import type { EventWire } from '../../../schema/events/wire';
import { languageInUse } from '../../i18n/language-in-use';
import { deviceTimeZone, zoneOffsetMinutes } from '../../lib/zoned-time';

const parts: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' };

function range(event: Pick<EventWire, 'starts_at' | 'ends_at'>, locale: string, timeZone: string, named: boolean): string {
  const format = new Intl.DateTimeFormat(locale, { ...parts, timeZone, ...(named ? { timeZoneName: 'short' } : {}) });
  return format.formatRange(new Date(event.starts_at), new Date(event.ends_at));
}

export interface EventTimes {
  /** In the member's own zone. */
  own: string;
  /** In the event's zone, named, when its clocks read otherwise at the start; null when they agree. */
  theirs: string | null;
}

export function eventTimes(
  event: Pick<EventWire, 'starts_at' | 'ends_at' | 'time_zone'>,
  locale: string = languageInUse(),
  memberZone: string = deviceTimeZone(),
): EventTimes {
  const start = Date.parse(event.starts_at);
  let differs: boolean;
  try {
    differs = zoneOffsetMinutes(start, event.time_zone) !== zoneOffsetMinutes(start, memberZone);
  } catch {
    differs = false;
  }
  return { own: range(event, locale, memberZone, differs), theirs: differs ? range(event, locale, event.time_zone, true) : null };
}
