// Lists the npm packages a bundle ships, with version, licence and its text, for the third-party software screen.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { ThirdPartyPackage } from '../schema/third-party';
import { THIRD_PARTY_DIR, type ThirdPartyPart } from '../schema/third-party-parts';
const LICENCE_FILE = /^(licen[cs]e|copying)/i;

function packageDirOf(moduleId: string): string | null {
  const at = moduleId.lastIndexOf('/node_modules/');
  if (at < 0) return null;
  const rest = moduleId.slice(at + '/node_modules/'.length).split('/');
  const depth = rest[0]!.startsWith('@') ? 2 : 1;
  return moduleId.slice(0, at + '/node_modules/'.length) + rest.slice(0, depth).join('/');
}

/** The packages behind these modules (each bundled file names its modules), sorted by name. */
export function packagesOf(moduleIds: Iterable<string>): ThirdPartyPackage[] {
  const found = new Map<string, ThirdPartyPackage>();
  for (const id of moduleIds) {
    const dir = packageDirOf(id.replace(/\\/g, '/').replace(/^\0/, ''));
    if (!dir || found.has(dir)) continue;
    const file = path.join(dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name: string; version: string; license?: string };
    const licenceFile = fs.readdirSync(dir).find((f) => LICENCE_FILE.test(f));
    found.set(dir, {
      name: pkg.name,
      version: pkg.version,
      licence: pkg.license?.trim() ?? null,
      text: licenceFile ? fs.readFileSync(path.join(dir, licenceFile), 'utf8').trim() : null,
    });
  }
  return [...new Map([...found.values()].map((p) => [`${p.name}@${p.version}`, p])).values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** `third-party/<part>.json` beside the build: what this bundle (the page, the engine's worker) ships. */
export function thirdPartyLicences(part: ThirdPartyPart): Plugin {
  return {
    name: `third-party-licences:${part}`,
    generateBundle(_options, bundle) {
      const ids = Object.values(bundle).flatMap((b) => (b.type === 'chunk' ? b.moduleIds : []));
      this.emitFile({ type: 'asset', fileName: `${THIRD_PARTY_DIR}/${part}.json`, source: JSON.stringify(packagesOf(ids)) });
    },
  };
}
