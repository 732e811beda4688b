// Writes brotli (.br) and gzip (.gz) copies of the built app's text files, which the server sends to browsers that accept them.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * HTML stays as it is: index.html is under a kilobyte, and a test server rewrites it on the way out (E2E_HOOKS).
 * Images are compressed formats already, except SVG.
 */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Compresses each eligible file at the highest levels (done once per build); keeps a copy only when it is smaller. */
export async function precompress(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  let written = 0;
  for (const file of files) {
    const bytes = await readFile(file);
    if (bytes.length < MIN_BYTES) continue;
    const copies: [string, Buffer][] = [
      ['.br', await brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })],
      ['.gz', await gzip(bytes, { level: 9 })],
    ];
    for (const [ext, copy] of copies) {
      if (copy.length >= bytes.length) continue;
      await writeFile(file + ext, copy);
      written++;
    }
  }
  return written;
}
