// File sizes as a member reads them: bytes, kilobytes, megabytes or gigabytes, through Intl's units in the page's language (src/i18n/language-in-use.ts).
import { languageInUse } from '../i18n/language-in-use';

type ByteUnit = 'byte' | 'kilobyte' | 'megabyte' | 'gigabyte';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * One formatter per language, unit and decimals, made once: Intl's constructors are slow next to a list's renders.
 * Bytes are written out ("900 bytes", "900 octets"): the short form is "900 byte" in English and Japanese.
 */
function unitFormat(locale: string, unit: ByteUnit, decimals: number): Intl.NumberFormat {
  const key = `${locale}:${unit}:${decimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: unit === 'byte' ? 'long' : 'short', minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formats.set(key, format);
  }
  return format;
}

/** Whole bytes under a kilobyte; one decimal under ten kilobytes and from a megabyte on (1 KB is 1024 bytes). */
export function formatBytes(n: number, locale: string = languageInUse()): string {
  if (n < 1024) return unitFormat(locale, 'byte', 0).format(n);
  if (n < 1024 * 1024) return unitFormat(locale, 'kilobyte', n < 10 * 1024 ? 1 : 0).format(n / 1024);
  if (n < 1024 ** 3) return unitFormat(locale, 'megabyte', 1).format(n / (1024 * 1024));
  return unitFormat(locale, 'gigabyte', 1).format(n / 1024 ** 3);
}
