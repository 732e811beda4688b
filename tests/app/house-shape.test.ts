// The house's shape (docs/architecture.md): no import circle between the product's files, type-only imports inside one folder aside.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles } from '../../scripts/import-graph';

const root = path.resolve(import.meta.dirname, '../..');

describe('the import graph', () => {
  it('has no circle between files of schema/, server/, worker/, sw/ and src/', () => {
    expect(importCycles(root, ['schema', 'server', 'worker', 'sw', 'src'])).toEqual([]);
  });

  it('finds a circle when there is one (its own check)', () => {
    const cycles = importCycles(path.join(root, 'tests/app/fixtures'), ['import-circle']);
    expect(cycles).toEqual([['import-circle/a.ts', 'import-circle/b.ts']]);
  });
});
