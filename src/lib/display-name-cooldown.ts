// docs/product.md 5: a display name can change once per NAME_CHANGE_COOLDOWN_DAYS; when the next change is possible.
import { NAME_CHANGE_COOLDOWN_DAYS } from '../../schema/constants';

const DAY_MS = 86_400_000;

/** null: the name may change now. */
export function nextNameChange(changedAt: string | null | undefined, now: number): Date | null {
  if (!changedAt) return null;
  const next = Date.parse(changedAt) + NAME_CHANGE_COOLDOWN_DAYS * DAY_MS;
  return Number.isFinite(next) && next > now ? new Date(next) : null;
}
