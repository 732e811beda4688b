// The third-party software list (docs/product.md 2.5): the build's lists merged by name@version with the parts that ship each, and a licence's standard text where a package ships none.
import { describe, expect, it } from 'vitest';
import { mergeThirdParty } from '../../src/lib/third-party-software';

const pkg = (name: string, version: string, licence: string | null, text: string | null = null) => ({ name, version, licence, text });
const APACHE = 'Apache License\nVersion 2.0, January 2004';

describe('mergeThirdParty', () => {
  it('lists each name@version once with every part that ships it, sorted by name', () => {
    const merged = mergeThirdParty({
      app: [pkg('react-dom', '19.3.1', 'MIT', 'MIT License (react)'), pkg('dexie', '4.4.7', 'Apache-2.0', APACHE)],
      engine: [pkg('dexie', '4.4.7', 'Apache-2.0', APACHE), pkg('zod', '4.6.7', 'MIT', 'MIT License (zod)')],
      sw: [pkg('workbox-core', '7.4.1', 'MIT', 'MIT License (workbox)'), pkg('zod', '4.6.7', 'MIT', 'MIT License (zod)')],
    });
    expect(merged.map((p) => [p.name, p.parts])).toEqual([
      ['dexie', ['app', 'engine']],
      ['react-dom', ['app']],
      ['workbox-core', ['sw']],
      ['zod', ['engine', 'sw']],
    ]);
    expect(merged[1]).toMatchObject({ licence: 'MIT', text: 'MIT License (react)', standardText: false });
  });

  it('keeps two versions of one package apart', () => {
    const merged = mergeThirdParty({ app: [pkg('idb', '7.1.1', 'ISC', 'ISC')], sw: [pkg('idb', '8.0.0', 'ISC', 'ISC')] });
    expect(merged.map((p) => `${p.name}@${p.version}:${p.parts.join()}`)).toEqual(['idb@7.1.1:app', 'idb@8.0.0:sw']);
  });

  it('shows the standard text of the same licence id for a package without a licence file', () => {
    const merged = mergeThirdParty({ app: [pkg('firebase', '13.2.0', 'Apache-2.0'), pkg('comlink', '4.4.2', 'Apache-2.0', APACHE)] });
    expect(merged.find((p) => p.name === 'firebase')).toMatchObject({ text: APACHE, standardText: true });
    expect(merged.find((p) => p.name === 'comlink')).toMatchObject({ text: APACHE, standardText: false });
  });

  it('lends no text across different ids or to a package without an id, and takes a part’s own text over none', () => {
    const merged = mergeThirdParty({
      app: [pkg('dompurify', '3.4.18', '(MPL-2.0 OR Apache-2.0)'), pkg('mystery', '1.0.0', null), pkg('lib', '1.0.0', 'MIT')],
      engine: [pkg('comlink', '4.4.2', 'Apache-2.0', APACHE), pkg('lib', '1.0.0', 'MIT', 'MIT (lib)')],
    });
    expect(merged.find((p) => p.name === 'dompurify')).toMatchObject({ text: null, standardText: false });
    expect(merged.find((p) => p.name === 'mystery')).toMatchObject({ text: null, standardText: false });
    expect(merged.find((p) => p.name === 'lib')).toMatchObject({ text: 'MIT (lib)', standardText: false, parts: ['app', 'engine'] });
  });

  it('reads what it can: a part without a list adds nothing', () => {
    expect(mergeThirdParty({ app: null, engine: [pkg('zod', '4.6.7', 'MIT', 'MIT')] }).map((p) => p.name)).toEqual(['zod']);
    expect(mergeThirdParty({})).toEqual([]);
  });
});
