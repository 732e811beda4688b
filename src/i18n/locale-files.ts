// Where each language's words are: one file per language and namespace, each its own chunk, imported only for the language in use.
import type { BackendModule, ResourceKey } from 'i18next';
import { messages } from '../../schema/messages';
import { showUpdateNotice } from '../app/update-notice';
import { PSEUDO_LANGUAGE, pseudoWords } from './pseudo-locale';

type Load = () => Promise<ResourceKey>;
type Files = Record<string, Load>;

/**
 * Each language's map of word files is a module of its own (src/i18n/language-files/<lng>.ts): the entry holds eight
 * small imports instead of every language's map (about 3 KB gzip, bench `bundle-size`), and a page reads one map.
 */
const languages: Record<string, () => Promise<{ default: Files }>> = {
  da: () => import('./language-files/da'),
  en: () => import('./language-files/en'),
  es: () => import('./language-files/es'),
  fr: () => import('./language-files/fr'),
  he: () => import('./language-files/he'),
  ja: () => import('./language-files/ja'),
  nl: () => import('./language-files/nl'),
  uk: () => import('./language-files/uk'),
};

async function localeFile(language: string, namespace: string): Promise<Load | undefined> {
  if (language === PSEUDO_LANGUAGE) {
    const english = await localeFile('en', namespace);
    return english && (async () => pseudoWords(await english()) as ResourceKey);
  }
  // English messages are schema/messages.ts itself, which the entry holds anyway.
  if (namespace === 'messages' && language === 'en') return async () => messages;
  const files = await languages[language]?.();
  return files?.default[namespace];
}

/** i18next's backend over those files; a file that cannot load means a newer build replaced it (as src/app/lazy-screen.ts). */
export const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const failed = (err: unknown) => {
      showUpdateNotice();
      callback(err instanceof Error ? err : new Error(String(err)), false);
    };
    localeFile(language, namespace).then((load) => {
      if (!load) return callback(new Error(`No words for ${language}/${namespace}`), false);
      load().then((words) => callback(null, words), failed);
    }, failed);
  },
};
