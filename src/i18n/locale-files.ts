// Where each language's words are: one file per language and namespace, each its own chunk, imported only for the language in use.
import type { BackendModule, ResourceKey } from 'i18next';
import { messages } from '../../schema/messages';
import { showUpdateNotice } from '../app/update-notice';
import { PSEUDO_LANGUAGE, pseudoWords } from './pseudo-locale';

type Load = () => Promise<ResourceKey>;

/** Shared app words (shell, navigation, common buttons): `./locales/<lng>/<namespace>.json`. */
const shared = import.meta.glob<ResourceKey>('./locales/*/*.json', { import: 'default' });
/** A screen domain's words beside its screens: `src/screens/<namespace>/locales/<lng>.json`. */
const screens = import.meta.glob<ResourceKey>('../screens/*/locales/*.json', { import: 'default' });
/** The product's messages, which the server reads too: English is schema/messages.ts itself. */
const catalogue = import.meta.glob<ResourceKey>('../../schema/locales/*.json', { import: 'default' });

function localeFile(language: string, namespace: string): Load | undefined {
  if (language === PSEUDO_LANGUAGE) {
    const english = localeFile('en', namespace);
    return english && (async () => pseudoWords(await english()) as ResourceKey);
  }
  if (namespace === 'messages') return language === 'en' ? async () => messages : catalogue[`../../schema/locales/${language}.json`];
  return shared[`./locales/${language}/${namespace}.json`] ?? screens[`../screens/${namespace}/locales/${language}.json`];
}

/** i18next's backend over those files; a file that cannot load means a newer build replaced it (as src/app/lazy-screen.ts). */
export const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = localeFile(language, namespace);
    if (!load) return callback(new Error(`No words for ${language}/${namespace}`), false);
    load().then(
      (words) => callback(null, words),
      (err: unknown) => {
        showUpdateNotice();
        callback(err instanceof Error ? err : new Error(String(err)), false);
      },
    );
  },
};
