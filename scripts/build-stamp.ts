// The build stamp: a hash of everything a build reads, kept in dist/ so `npm start` can tell an up-to-date build.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';

export const STAMP_FILE = 'dist/.build-stamp';

/** What the app and service worker builds read: sources, public files, build scripts, configs and the locked dependencies. */
const INPUT_DIRS = ['src', 'schema', 'sw', 'worker', 'public', 'scripts'];
const INPUT_FILES = /^(index\.html|package\.json|package-lock\.json|vite(\..+)?\.config\.ts|tsconfig(\..+)?\.json)$/;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

/** Hashes each input's path and bytes in a fixed order: an added, removed, renamed or edited file changes the stamp. */
export function inputsHash(root = '.'): string {
  const top = readdirSync(root).filter((name) => INPUT_FILES.test(name));
  const files = [...top.map((f) => join(root, f)), ...INPUT_DIRS.flatMap((d) => filesUnder(join(root, d)))]
    .map((f) => relative(root, f).split(sep).join(posix.sep))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(join(root, file))).update('\0');
  return hash.digest('hex');
}

export function readStamp(root = '.'): string | null {
  const file = join(root, STAMP_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}
