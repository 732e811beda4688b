// The "update available" notice of docs/product.md 8: raised by a new service worker, a failed chunk load or a newer mirror, shown 30 s.
import { UPDATE_NOTICE_MS } from '../../schema/constants';

let visible = false;
let timer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function set(value: boolean) {
  visible = value;
  for (const l of listeners) l();
}

export function showUpdateNotice(): void {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => set(false), UPDATE_NOTICE_MS);
  set(true);
}

/**
 * Another tab upgraded the device mirror: this page's code reads the old shape and can no longer read or write
 * it. The notice stays until the member refreshes, and a tab in the background reloads by itself.
 */
export function mirrorOutdated(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  set(true);
  if (typeof document === 'undefined') return;
  const reloadWhenHidden = () => {
    if (document.visibilityState === 'hidden') location.reload();
  };
  reloadWhenHidden();
  document.addEventListener('visibilitychange', reloadWhenHidden);
}

export function hideUpdateNotice(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  set(false);
}

export function isUpdateNoticeVisible(): boolean {
  return visible;
}

export function subscribeUpdateNotice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
