// iCalendar (RFC 5545) files of events: times in UTC (a trailing Z), the event's zone named, a display alarm an hour before; lines escaped and folded.
import { readRichText, richTextWords } from '../../../schema/rich-text';
import type { EventWire } from '../../../schema/events/wire';

/** The alarm calendars show before an event (the hour reminder's lead). */
export const ICS_ALARM = '-PT1H';

const escapeText = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** 20260319T183000Z */
export const icsTime = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Folds a content line at 75 octets, continuation lines starting with a space (RFC 5545 3.1), never inside a character. */
function fold(line: string): string[] {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (bytes + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.map((l, i) => (i === 0 ? l : ` ${l}`));
}

function vevent(e: EventWire, appUrl: string, host: string, stamp: string): string[] {
  const url = new URL(`/events/${e.id}`, appUrl).toString();
  const place = e.location ?? (e.online_url ?? (e.online ? url : null));
  return [
    'BEGIN:VEVENT',
    `UID:event-${e.id}@${host}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${icsTime(e.starts_at)}`,
    `DTEND:${icsTime(e.ends_at)}`,
    `SUMMARY:${escapeText(e.name)}`,
    ...(e.description ? [`DESCRIPTION:${escapeText(richTextWords(readRichText(e.description)))}`] : []),
    ...(place ? [`LOCATION:${escapeText(place)}`] : []),
    `URL:${url}`,
    `X-COMMUNITY-TIME-ZONE:${escapeText(e.time_zone)}`,
    `STATUS:${e.cancelled_at ? 'CANCELLED' : 'CONFIRMED'}`,
    `LAST-MODIFIED:${icsTime(e.updated_at)}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(e.name)}`,
    `TRIGGER:${ICS_ALARM}`,
    'END:VALARM',
    'END:VEVENT',
  ];
}

/** A calendar of `list`: one event's file (its zone as the calendar's) or a member's feed. */
export function icsCalendar(list: EventWire[], opts: { appUrl: string; name: string; now: Date; timeZone?: string }): string {
  const host = new URL(opts.appUrl).hostname;
  const stamp = icsTime(opts.now.toISOString());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Community//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(opts.name)}`,
    ...(opts.timeZone ? [`X-WR-TIMEZONE:${escapeText(opts.timeZone)}`] : []),
    ...list.flatMap((e) => vevent(e, opts.appUrl, host, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.flatMap(fold).join('\r\n')}\r\n`;
}
