// The house's shape (docs/architecture.md): no import circle between the product's files (type-only imports inside one folder aside), no file over 300 lines.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, sourceFiles } from '../../scripts/import-graph';

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

describe('file size', () => {
  it('keeps every source file of the product within 300 lines (small files named for what they hold)', () => {
    const long = sourceFiles(root, ['schema', 'server', 'worker', 'sw', 'src', 'scripts'])
      .map((f) => ({ file: path.relative(root, f), lines: fs.readFileSync(f, 'utf8').split('\n').length }))
      .filter((f) => f.lines > 300);
    expect(long).toEqual([]);
  });
});
