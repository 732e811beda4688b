// The "update available" notice of docs/product.md 8: raised by a new service worker, a failed chunk load or a newer mirror, shown 30 s.
import { UPDATE_NOTICE_MS } from '../../schema/constants';

let visible = false;
/** How this page takes the new build (a waiting service worker takes over, or a plain reload); null when none is known. */
let takeUpdate: (() => void) | null = null;
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

/** A new build is installed and waits for this page: Refresh, or the next navigation, takes it (service-worker.ts). */
export function updateReady(take: () => void): void {
  takeUpdate = take;
}

/** Whether a navigation should load the new build rather than move within the old one. */
export function updatePending(): boolean {
  return takeUpdate !== null;
}

/** The notice's Refresh: the waiting build takes over and the page reloads once into it; else a plain reload. */
export function applyUpdate(): void {
  if (takeUpdate) takeUpdate();
  else window.location.reload();
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
