// Number shortening of docs/product.md 9: 1000 and more show a thousand or million suffix with one decimal place.
export function formatCount(value: number): string {
  const abs = Math.abs(value);
  // 999,950 would round to "1000.0K"; it reads as a million.
  if (abs >= 999_950) return `${trim((value / 1_000_000).toFixed(1))}M`;
  if (abs >= 1_000) return `${trim((value / 1_000).toFixed(1))}K`;
  return String(value);
}

function trim(fixed: string): string {
  return fixed.endsWith('.0') ? fixed.slice(0, -2) : fixed;
}

/** A navigation badge's count: past 99 it reads "99+". */
export function formatBadgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}
