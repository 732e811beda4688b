// The in-app back stack of docs/product.md 4: at most NAV_HISTORY_MAX entries; back with one or none goes to root.
import { NAV_HISTORY_MAX } from '../../schema/constants';

export type NavAction = 'PUSH' | 'REPLACE' | 'POP';

/** The stack after the router reports a navigation; a POP onto the previous entry pops it. */
export function recordNavigation(entries: readonly string[], action: NavAction, path: string): string[] {
  if (entries.length > 0 && entries[entries.length - 1] === path) return [...entries];
  if (action === 'REPLACE' && entries.length > 0) return [...entries.slice(0, -1), path];
  if (action === 'POP' && entries.length > 1 && entries[entries.length - 2] === path) return entries.slice(0, -1);
  return [...entries, path].slice(-NAV_HISTORY_MAX);
}

/** What "back" does: step back in the browser's history, or go to root when there is nowhere to go. */
export function backTarget(entries: readonly string[]): { kind: 'history' } | { kind: 'root' } {
  return entries.length > 1 ? { kind: 'history' } : { kind: 'root' };
}
