// The page's language (docs/product.md 1): the first of the browser's languages the community offers, else English; said to the document and the engine.
import { availableLanguages, chooseLanguage, textDirection } from '../../schema/languages';
import { getEngine } from '../data/engine';
import { E2E_HOOKS_META } from '../../schema/e2e-hooks';
import { setLanguageInUse } from './language-in-use';
import { PSEUDO_LANGUAGE } from './pseudo-locale';

/** Chosen again whenever the configuration changes; never stored (no cookie, no kv row). */
export function pageLanguage(configured: string | null | undefined): string {
  const wanted = navigator.languages?.length ? navigator.languages : [navigator.language];
  // A test server's page may be asked for the pseudo-language, which finds words left untranslated.
  if (wanted[0]?.startsWith(PSEUDO_LANGUAGE) && document.querySelector(`meta[name="${E2E_HOOKS_META}"]`)) return PSEUDO_LANGUAGE;
  return chooseLanguage(wanted, availableLanguages(configured));
}

/** `<html lang dir>` for assistive technology and the layout's logical sides, the formatters, and the engine's Accept-Language. */
export function announceLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
  setLanguageInUse(language);
  getEngine()
    .setLanguage(language)
    .catch((err: unknown) => console.warn('Could not tell the engine the language', err));
}
