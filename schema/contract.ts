// A capability's contract as one definition: its API paths, its screens' routes, its mirror tables and its write kinds' requests.
import type { TableSpec } from './mirror/table';
import type { RouteFacts } from './route-facts';
import type { WriteRequest } from './write-request';

/** A mirror table a contract adds, with the mirror version that first holds it (schema/mirror/versions.ts adds it there). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ContractTable = TableSpec<any, any, string> & { since: number };

/**
 * Zod-free, so the page may read the paths, routes and tables: the write kinds' wire shapes stay in the contract's zod
 * module, and come here as a type only (`Write`). The worker checks a write against its mutation module's `shape`.
 */
export interface Contract<Paths extends Record<string, string>, Routes extends Record<string, RouteFacts>, Tables extends readonly ContractTable[], Write extends { kind: string }> {
  name: string;
  apiPaths: Paths;
  routes: Routes;
  tables: Tables;
  writes: { [K in Write['kind']]: WriteRequest<keyof Paths & string> };
  /** Type carrier only, never set. */
  readonly write?: Write;
}

/** Declares a contract; its write union is given as the type argument: `defineContract<SavedItemWrite>()({...})`. */
export function defineContract<Write extends { kind: string } = never>() {
  return <Paths extends Record<string, string>, Routes extends Record<string, RouteFacts>, Tables extends readonly ContractTable[]>(
    contract: Contract<Paths, Routes, Tables, Write>,
  ): Contract<Paths, Routes, Tables, Write> => contract;
}

/** A table of a contract, first held by mirror version `since`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function contractTable<T extends TableSpec<any, any, string>>(spec: T, since: number): T & { since: number } {
  return { ...spec, since };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyContract = Contract<any, any, readonly ContractTable[], any>;
type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** Every contract's API paths, routes, tables and writes, merged (`{}` or never while the list is empty). */
export type ContractPaths<Cs extends readonly AnyContract[]> = Intersection<Cs[number]['apiPaths']>;
export type ContractRoutes<Cs extends readonly AnyContract[]> = Intersection<Cs[number]['routes']>;
export type ContractTables<Cs extends readonly AnyContract[]> = Cs[number]['tables'][number];
export type ContractWrite<Cs extends readonly AnyContract[]> = Exclude<Cs[number]['write'], undefined>;

/** Merges one part of every contract; a name two contracts (or a contract and the core) both use is a mistake. */
export function mergeContracts<K extends 'apiPaths' | 'routes' | 'writes'>(contracts: readonly AnyContract[], part: K, core: Record<string, unknown>): Record<string, never> {
  const merged: Record<string, never> = {};
  for (const c of contracts) {
    for (const [name, value] of Object.entries(c[part] as Record<string, never>)) {
      if (name in core || name in merged) throw new Error(`${c.name}: ${part} name ${name} is taken`);
      merged[name] = value;
    }
  }
  return merged;
}

/** Every contract's mirror tables. */
export function tablesOf(contracts: readonly AnyContract[]): ContractTable[] {
  return contracts.flatMap((c) => [...c.tables]);
}
