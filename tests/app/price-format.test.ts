// Prices of paid plans as a member reads them: minor units over the currency's subunit ratio, two decimals (none for yen), whole amounts trimmed where asked, each language's own currency format.
import { describe, expect, it } from 'vitest';
import { formatAmount, formatDay } from '../../src/lib/price';

const eur = (cents: number) => ({ cents, currency: 'eur', subunit: 100 });

/** Intl puts direction marks and non-breaking spaces in some languages: compare the visible text. */
const plain = (s: string) => s.replace(/[\u200e\u200f\u061c]/g, '').replace(/[\u00a0\u202f]/g, ' ');

describe('formatAmount', () => {
  it('divides the cents by the subunit ratio and shows two decimals', () => {
    expect(formatAmount(eur(499), { language: 'en' })).toBe('€4.99');
    expect(formatAmount(eur(500), { language: 'en' })).toBe('€5.00');
    expect(formatAmount(eur(123456), { language: 'en' })).toBe('€1,234.56');
  });

  it('trims zero cents where asked, never real cents', () => {
    expect(formatAmount(eur(500), { language: 'en', trimZeroCents: true })).toBe('€5');
    expect(formatAmount(eur(499), { language: 'en', trimZeroCents: true })).toBe('€4.99');
    expect(formatAmount(eur(510), { language: 'en', trimZeroCents: true })).toBe('€5.10');
  });

  it('a currency without minor units (jpy, subunit 1) shows whole yen', () => {
    expect(formatAmount({ cents: 500, currency: 'jpy', subunit: 1 }, { language: 'ja' })).toBe('￥500');
    expect(formatAmount({ cents: 1200, currency: 'jpy', subunit: 1 }, { language: 'en' })).toBe('¥1,200');
  });

  it('speaks the language in use: Hebrew, Ukrainian, Danish, French', () => {
    expect(plain(formatAmount({ cents: 1250, currency: 'ils', subunit: 100 }, { language: 'he' }))).toBe('12.50 ₪');
    expect(plain(formatAmount({ cents: 99900, currency: 'uah', subunit: 100 }, { language: 'uk' }))).toBe('999,00 ₴');
    expect(plain(formatAmount({ cents: 99900, currency: 'uah', subunit: 100 }, { language: 'uk', trimZeroCents: true }))).toBe('999 ₴');
    expect(plain(formatAmount(eur(499), { language: 'fr' }))).toBe('4,99 €');
    expect(plain(formatAmount({ cents: 5000, currency: 'dkk', subunit: 100 }, { language: 'da' }))).toBe('50,00 kr.');
  });

  it('takes the currency in any case, as Stripe writes it lower case', () => {
    expect(formatAmount({ cents: 999, currency: 'USD', subunit: 100 }, { language: 'en' })).toBe('$9.99');
  });
});

describe('formatDay', () => {
  it('writes a renewal day in the language in use', () => {
    expect(formatDay('2026-12-28T10:00:00Z', 'en')).toBe('December 28, 2026');
    expect(formatDay('2026-12-28T10:00:00Z', 'ja')).toBe('2026年12月28日');
    expect(formatDay('2026-12-28T10:00:00Z', 'uk')).toMatch(/^28 грудня 2026/);
  });
});
