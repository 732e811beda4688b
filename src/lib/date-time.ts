// A moment as members read it in full: date and time through Intl in the page's language (src/i18n/language-in-use.ts), not the browser's.
import { languageInUse } from '../i18n/language-in-use';

const formats = new Map<string, Intl.DateTimeFormat>();

export function formatDateTime(iso: string, locale: string = languageInUse()): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(locale, format);
  }
  return format.format(new Date(iso));
}
