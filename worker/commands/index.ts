// The engine's commands, taken from the domains list: each domain gives its namespaces over the shared context, and the Engine type derives from them.
import { domains, type Domains } from '../domains';
import type { EngineContext } from './context';

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** `engine.<domain>.<command>(...)`: a new command is a method in its domain's factory and nothing else. */
export type EngineCommands = UnionToIntersection<ReturnType<Domains[number]['commands']>>;

export function engineCommands(ctx: EngineContext): EngineCommands {
  return Object.assign({}, ...domains.map((d) => d.commands(ctx))) as EngineCommands;
}
