// A plan's title as the paywall last named it on this device (its name when the paywall was never read): what a lock shows.
import { localDb } from '../data/local-db';
import { useLiveQuery } from './use-live-query';

export function usePlanTitle(name: string): string {
  return useLiveQuery(async () => (await localDb().paywall.get('paywall'))?.plans.find((p) => p.name === name)?.title ?? name, [name], name);
}
