// The members' languages (docs/product.md 1): which ship, which read right to left, and the one rule that picks one, shared by the app and the server.

/** The languages the product ships translations for; a community offers those its `available_languages` lists. */
export const shippedLanguages = ['da', 'en', 'es', 'fr', 'he', 'ja', 'nl', 'uk'] as const;
export type Language = (typeof shippedLanguages)[number];

/** Spoken when nothing else matches, and the language the product's words are written in. */
export const DEFAULT_LANGUAGE = 'en' satisfies Language;

/** Languages written right to left (docs/product.md 1): the page's `dir` follows. */
const rightToLeft: readonly string[] = ['ar', 'fa', 'he', 'ur'];

export function textDirection(language: string): 'rtl' | 'ltr' {
  return rightToLeft.includes(primarySubtag(language)) ? 'rtl' : 'ltr';
}

const primarySubtag = (tag: string): string => tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';

const isShipped = (code: string): code is Language => (shippedLanguages as readonly string[]).includes(code);

/** The configuration's `available_languages` ("en,fr, he"): the shipped ones it names, in its order. */
export function availableLanguages(configured: string | null | undefined): Language[] {
  const named = (configured ?? '').split(',').map(primarySubtag).filter(isShipped);
  return [...new Set(named)];
}

/**
 * The first wanted language (the browser's `navigator.languages`, or a request's Accept-Language in order of
 * preference) the community offers, matched by its primary subtag (fr-FR asks for fr); English otherwise.
 */
export function chooseLanguage(wanted: readonly string[], available: readonly Language[]): Language {
  for (const tag of wanted) {
    const code = primarySubtag(tag);
    if (isShipped(code) && available.includes(code)) return code;
  }
  return DEFAULT_LANGUAGE;
}
