// The capability registries (schema/contracts.ts, src/app/screen-domains.ts): every route has its screen, and what the page reads of a contract carries no zod.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeNames } from '../../src/app/links';
import { routeRegistry } from '../../src/app/routes';

const root = path.resolve(import.meta.dirname, '../..');

/** The files `file` imports for their values (type-only imports never run), by relative path. */
function valueImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^;]*?\bfrom\s+)?'(\.[^']+)'/gm)) {
    const base = path.resolve(path.dirname(file), m[1]!);
    const target = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((f) => fs.existsSync(f));
    if (target) found.push(target);
  }
  return found;
}

function valueClosure(start: string): Set<string> {
  const seen = new Set<string>();
  const next = [path.join(root, start)];
  for (let f = next.pop(); f; f = next.pop()) {
    if (seen.has(f)) continue;
    seen.add(f);
    next.push(...valueImports(f));
  }
  return seen;
}

describe('the capability registries', () => {
  it("give every route a screen entry, the core's and each capability's", () => {
    expect(routeNames.filter((name) => routeRegistry[name].screen === undefined)).toEqual([]);
  });

  it('keep zod out of what the page imports: the contracts list and the registries built from it', () => {
    for (const start of ['schema/contracts.ts', 'schema/api-paths.ts', 'schema/route-paths.ts', 'schema/mirror/tables.ts', 'schema/mirror/versions.ts']) {
      const zodFiles = [...valueClosure(start)].filter((f) => /from 'zod'/.test(fs.readFileSync(f, 'utf8')));
      expect(zodFiles.map((f) => path.relative(root, f))).toEqual([]);
    }
  });

  it('finds zod where it is (its own check)', () => {
    expect([...valueClosure('schema/outbox.ts')].some((f) => /from 'zod'/.test(fs.readFileSync(f, 'utf8')))).toBe(true);
  });
});
