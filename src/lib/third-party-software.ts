// The third-party software screen's list: the build's three lists merged by name@version, each with the parts that ship it and a licence text to show.
import type { ThirdPartyPackage } from '../../schema/third-party';
import { thirdPartyParts, type ThirdPartyPart } from '../../schema/third-party-parts';

export interface ShippedPackage {
  name: string;
  version: string;
  licence: string | null;
  /** the parts that ship it, in the order of thirdPartyParts */
  parts: ThirdPartyPart[];
  /** its own licence file, or else the standard text of its licence (`standardText`); null when neither is known */
  text: string | null;
  /** the text is another package's of the same licence id, for one that ships no licence file (Apache-2.0 often) */
  standardText: boolean;
}

/** Each part's list, null or absent for one that could not be read. */
export type PartLists = Partial<Record<ThirdPartyPart, readonly ThirdPartyPackage[] | null>>;

export function mergeThirdParty(lists: PartLists): ShippedPackage[] {
  const byKey = new Map<string, ShippedPackage>();
  for (const part of thirdPartyParts) {
    for (const p of lists[part] ?? []) {
      const key = `${p.name}@${p.version}`;
      const held = byKey.get(key);
      if (!held) {
        byKey.set(key, { name: p.name, version: p.version, licence: p.licence, parts: [part], text: p.text, standardText: false });
        continue;
      }
      if (!held.parts.includes(part)) held.parts.push(part);
      held.licence ??= p.licence;
      held.text ??= p.text;
    }
  }
  const packages = [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
  // A licence id (exactly, not an expression that mentions it) names one standard text: the first package that ships it lends it.
  const standard = new Map<string, string>();
  for (const p of packages) if (p.licence && p.text !== null && !standard.has(p.licence)) standard.set(p.licence, p.text);
  return packages.map((p) => {
    const lent = p.text === null && p.licence ? standard.get(p.licence) : undefined;
    return lent === undefined ? p : { ...p, text: lent, standardText: true };
  });
}
