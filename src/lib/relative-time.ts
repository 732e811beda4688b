// "5 minutes ago" style times for feeds and comments, through Intl in the page's language (src/i18n/language-in-use.ts).
import { languageInUse } from '../i18n/language-in-use';

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

export function formatRelativeTime(iso: string, now: number = Date.now(), locale: string = languageInUse()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return Math.abs(seconds) < 45 ? format.format(0, 'second') : format.format(Math.trunc(seconds / 60), 'minute');
}
