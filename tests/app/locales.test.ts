// Every language says everything English says (docs/architecture.md, "Strings and languages"): the same keys, each plural with exactly its language's categories, the same placeholders.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shippedLanguages } from '../../schema/languages';
import { messages } from '../../schema/messages';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
const others = shippedLanguages.filter((l) => l !== 'en');
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Each namespace's files by language: shared words, each screen domain's, and the product's messages (English: schema/messages.ts). */
function namespaces(): { name: string; files: Record<string, () => unknown> }[] {
  const shared = fs.readdirSync(path.join(root, 'src/i18n/locales/en')).map((file) => ({
    name: file.replace(/\.json$/, ''),
    files: Object.fromEntries(shippedLanguages.map((l) => [l, () => read(`src/i18n/locales/${l}/${file}`)])),
  }));
  const screens = fs
    .readdirSync(path.join(root, 'src/screens'))
    .filter((dir) => fs.existsSync(path.join(root, 'src/screens', dir, 'locales/en.json')))
    .map((dir) => ({ name: dir, files: Object.fromEntries(shippedLanguages.map((l) => [l, () => read(`src/screens/${dir}/locales/${l}.json`)])) }));
  const catalogue = {
    name: 'messages',
    files: { en: () => messages, ...Object.fromEntries(others.map((l) => [l, () => read(`schema/locales/${l}.json`)])) },
  };
  return [...shared, ...screens, catalogue];
}

/** `a.b_one` → its text, for every string leaf. */
function flatten(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(at, value);
    else for (const [k, v] of flatten(value, at)) out.set(k, v);
  }
  return out;
}

/** Keys grouped by what a `t()` call names: a plural's forms under their base, the category list beside them. */
function words(tree: unknown): Map<string, { forms: string[]; texts: string[] }> {
  const out = new Map<string, { forms: string[]; texts: string[] }>();
  for (const [key, text] of flatten(tree)) {
    const form = pluralSuffix.exec(key)?.[1];
    const base = form ? key.slice(0, -form.length - 1) : key;
    const entry = out.get(base) ?? { forms: [], texts: [] };
    if (form) entry.forms.push(form);
    entry.texts.push(text);
    out.set(base, entry);
  }
  return out;
}

const placeholders = (texts: string[]) => [...new Set(texts.flatMap((t) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))].sort();
const tags = (texts: string[]) => [...new Set(texts.flatMap((t) => [...t.matchAll(/<(\w+)\s*\/?>/g)].map((m) => m[1])))].sort();

describe.each(namespaces())('the $name words', ({ files }) => {
  const english = words(files.en!());

  it.each(others)('%s has every English key, and no other', (language) => {
    expect([...words(files[language]!()).keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(shippedLanguages)('%s gives each plural exactly the categories its language has', (language) => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const [key, entry] of words(files[language]!())) {
      const englishForms = english.get(key)?.forms ?? [];
      if (englishForms.length === 0 && entry.forms.length === 0) continue;
      expect({ key, forms: [...entry.forms].sort() }).toEqual({ key, forms: [...categories].sort() });
    }
  });

  it.each(others)('%s fills the same placeholders and tags as English', (language) => {
    for (const [key, entry] of words(files[language]!())) {
      const source = english.get(key);
      if (!source) continue;
      // A plural form may say its number in words ("שני פריטים"): the forms together still name what English names.
      expect({ key, placeholders: placeholders(entry.texts) }).toEqual({ key, placeholders: placeholders(source.texts) });
      expect({ key, tags: tags(entry.texts) }).toEqual({ key, tags: tags(source.texts) });
    }
  });
});

describe('born translated', () => {
  it('gives each capability a namespace of its own words, loaded with the shell', async () => {
    const { screenDomains } = await import('../../src/app/screen-domains');
    const { shellNamespaces } = await import('../../src/app/screen-domain');
    for (const domain of screenDomains) {
      expect(shellNamespaces).toContain(domain.namespace);
      expect(fs.existsSync(path.join(root, 'src/screens', domain.namespace, 'locales/en.json'))).toBe(true);
    }
  });
});
