// Lists the built app's files for the service worker's precache and injects the list in place of self.__WB_MANIFEST.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, posix, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { MANIFEST_PATH } from '../schema/branding';
import { packagesOf, THIRD_PARTY_DIR } from './third-party-licences';

export interface PrecacheEntry {
  url: string;
  /** null for files whose name carries a content hash: the URL itself changes with the content */
  revision: string | null;
}

export const MANIFEST_PLACEHOLDER = 'self.__WB_MANIFEST';

/**
 * Never built: the server makes it from the community's configuration (MANIFEST_PATH), so a copy the service worker
 * kept would name the community as it was. Listed in case a stray file of that name reaches dist/.
 */
const SERVED_FRESH = new Set([MANIFEST_PATH.slice(1)]);

/** Not precached: the service worker itself, the manifest, Vite's build metadata, source maps, stray dotfiles, compressed copies. */
export function isPrecached(relPath: string): boolean {
  const parts = relPath.split('/');
  if (relPath === 'sw.js' || SERVED_FRESH.has(relPath) || parts.some((p) => p.startsWith('.'))) return false;
  return !/\.(map|br|gz)$/.test(relPath);
}

/** Vite names every emitted file under assets/ with a content hash. */
export function isHashedAsset(relPath: string): boolean {
  return relPath.startsWith('assets/') && /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/i.test(relPath);
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))),
  );
  return nested.flat();
}

export async function buildPrecacheManifest(distDir: string): Promise<PrecacheEntry[]> {
  const files = await walk(distDir);
  const entries: PrecacheEntry[] = [];
  for (const file of files) {
    const rel = relative(distDir, file).split(sep).join(posix.sep);
    if (!isPrecached(rel)) continue;
    const revision = isHashedAsset(rel) ? null : createHash('sha256').update(await readFile(file)).digest('hex').slice(0, 16);
    entries.push({ url: `/${rel}`, revision });
  }
  return entries.sort((a, b) => a.url.localeCompare(b.url));
}

/** Replaces the one placeholder; more or fewer than one means the worker would precache wrongly. */
export function injectManifest(code: string, entries: readonly PrecacheEntry[]): string {
  const count = code.split(MANIFEST_PLACEHOLDER).length - 1;
  if (count !== 1) throw new Error(`Expected exactly one ${MANIFEST_PLACEHOLDER}, found ${count}`);
  return code.replace(MANIFEST_PLACEHOLDER, JSON.stringify(entries));
}

/**
 * Vite plugin for the service worker build: injects the manifest of the app already built into outDir, plus the
 * list of the packages the service worker itself ships (third-party/sw.json), known once its chunk is rendered.
 */
export function injectPrecache(): Plugin {
  let outDir = 'dist';
  let entries: PrecacheEntry[] = [];
  return {
    name: 'inject-precache',
    enforce: 'pre',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async buildStart() {
      entries = await buildPrecacheManifest(outDir);
      if (!entries.some((e) => e.url === '/index.html')) {
        this.error(`No index.html in ${outDir}: build the app before the service worker`);
      }
    },
    renderChunk(code, chunk) {
      if (!code.includes(MANIFEST_PLACEHOLDER)) return null;
      const source = JSON.stringify(packagesOf(chunk.moduleIds));
      const fileName = `${THIRD_PARTY_DIR}/sw.json`;
      this.emitFile({ type: 'asset', fileName, source });
      const own = { url: `/${fileName}`, revision: createHash('sha256').update(source).digest('hex').slice(0, 16) };
      return { code: injectManifest(code, [...entries, own]), map: null };
    },
  };
}
