// Component tests speak English at once: the app's i18n instance initialised synchronously with the English files (no chunk to load, nothing suspends).
import type { ResourceKey } from 'i18next';
import { messages } from '../../../schema/messages';
import { i18n, i18nOptions } from '../../../src/i18n/i18n';

/** The shared namespaces' English (common, account, posts…), by file name. */
const shared = import.meta.glob<ResourceKey>('../../../src/i18n/locales/en/*.json', { eager: true, import: 'default' });
const sharedWords = Object.fromEntries(Object.entries(shared).map(([file, words]) => [file.split('/').at(-1)?.replace(/\.json$/, '') ?? file, words]));
/** Each screen domain's English, by its folder (its namespace). */
const screens = import.meta.glob<ResourceKey>('../../../src/screens/*/locales/en.json', { eager: true, import: 'default' });
const screenWords = Object.fromEntries(Object.entries(screens).map(([file, words]) => [file.split('/').at(-3) ?? file, words]));

/** Idempotent: the first component test of a file initialises, the rest find it ready. */
export function initTestI18n(): void {
  if (i18n.isInitialized) return;
  const en = { ...sharedWords, messages, ...screenWords };
  void i18n.init({ ...i18nOptions, lng: 'en', ns: Object.keys(en), resources: { en }, initAsync: false });
}
