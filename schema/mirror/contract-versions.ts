// The mirror versions that bring the contracts' tables (schema/contracts.ts): one version per `since`, after the frozen ones.
import type { ContractTable } from '../contract';
import type { MirrorVersion } from './versions';

/**
 * A contract's table is new in the version it names: that version's stores are the one before's plus the table, and
 * there is nothing to move. A table naming a version already frozen must be in that version's stores as shipped.
 */
export function withContractTables(frozen: readonly MirrorVersion[], tables: readonly ContractTable[]): MirrorVersion[] {
  const last = frozen.at(-1)!;
  for (const t of tables) {
    if (t.since <= last.version && !(t.name in last.stores)) throw new Error(`Mirror table ${t.name}: version ${t.since} is frozen without it`);
  }
  const versions = [...new Set(tables.filter((t) => t.since > last.version).map((t) => t.since))].sort((a, b) => a - b);
  const out = [...frozen];
  let stores = last.stores;
  for (const version of versions) {
    stores = { ...stores, ...Object.fromEntries(tables.filter((t) => t.since === version).map((t) => [t.name, t.indexes])) };
    out.push({ version, stores });
  }
  return out;
}
