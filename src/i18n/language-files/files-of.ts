// One language's word files, from the three places words live: a module per language holds its own map, so the entry carries none of them.
import type { ResourceKey } from 'i18next';

export type WordsLoad = () => Promise<ResourceKey>;
type Globbed = Record<string, WordsLoad>;

/** Namespace -> its file's loader: `./locales/<lng>/<ns>.json`, `src/screens/<ns>/locales/<lng>.json`, and the catalogue as `messages`. */
export function filesOf(shared: Globbed, screens: Globbed, catalogue: Globbed): Record<string, WordsLoad> {
  const name = (file: string, pattern: RegExp) => pattern.exec(file)?.[1] ?? file;
  const files: Record<string, WordsLoad> = {};
  for (const [file, load] of Object.entries(shared)) files[name(file, /\/([^/]+)\.json$/)] = load;
  for (const [file, load] of Object.entries(screens)) files[name(file, /screens\/([^/]+)\/locales\//)] = load;
  const messages = Object.values(catalogue)[0];
  if (messages) files.messages = messages;
  return files;
}
