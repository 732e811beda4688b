// Number shortening of docs/product.md 9 through Intl in the page's language: 1000 and more show a thousand or million suffix with one decimal place (1.3K, 1,3 k, 1,3 тис.); and whole percentages (42%, 42 %).
import { languageInUse } from '../i18n/language-in-use';

const formats = new Map<string, Intl.NumberFormat>();

/** One formatter per language and style, made once: Intl's constructors are slow next to a feed's renders. */
function numberFormat(locale: string, style: 'compact' | 'percent'): Intl.NumberFormat {
  const key = `${style}:${locale}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, style === 'compact' ? { notation: 'compact', maximumFractionDigits: 1 } : { style: 'percent', maximumFractionDigits: 0 });
    formats.set(key, format);
  }
  return format;
}

export function formatCount(value: number, locale: string = languageInUse()): string {
  return numberFormat(locale, 'compact').format(value);
}

/** A whole percentage (0 to 100) as the page's language writes it. */
export function formatPercent(percent: number, locale: string = languageInUse()): string {
  return numberFormat(locale, 'percent').format(percent / 100);
}

/** A navigation badge's count: past 99 it reads "99+". */
export function formatBadgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}
