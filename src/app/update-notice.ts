// The "update available" notice of spec 8: raised by a new service worker or a failed chunk load, shown 30 s.
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
