// The page's language (docs/product.md 1): the first of the browser's languages the community offers, else English; said to the document and the engine.
import { availableLanguages, chooseLanguage, textDirection } from '../../schema/languages';
import { getEngine } from '../data/engine';
import { setLanguageInUse } from './language-in-use';

/** Chosen again whenever the configuration changes; never stored (no cookie, no kv row). */
export function pageLanguage(configured: string | null | undefined): string {
  const wanted = navigator.languages?.length ? navigator.languages : [navigator.language];
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
