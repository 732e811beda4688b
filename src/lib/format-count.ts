// Number shortening of docs/product.md 9 through Intl in the page's language: 1000 and more show a thousand or million suffix with one decimal place (1.3K, 1,3 k, 1,3 тис.).
import { languageInUse } from '../i18n/language-in-use';

const formats = new Map<string, Intl.NumberFormat>();

export function formatCount(value: number, locale: string = languageInUse()): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    formats.set(locale, format);
  }
  return format.format(value);
}

/** A navigation badge's count: past 99 it reads "99+". */
export function formatBadgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}
