// What the push handlers use of the service worker's global scope, as one small interface the tests can stand in for.

/** A window of this app, as `clients.matchAll({ type: 'window' })` lists it. */
export interface AppWindow {
  url: string;
  visibilityState: DocumentVisibilityState;
  focused: boolean;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
  postMessage(message: unknown): void;
}

export interface PushScope {
  origin: string;
  windows(): Promise<AppWindow[]>;
  openWindow(url: string): Promise<unknown>;
  showNotification(title: string, options: NotificationOptions): Promise<void>;
  /** The app badge (Badging API), where the browser has it. */
  setBadge?(count: number): Promise<void>;
}

/** What `scopeOf` reads of the worker's `self` (structural, so the app's type-check needs no service worker types). */
interface WorkerSelf {
  location: { origin: string };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly unknown[]>;
    openWindow(url: string): Promise<unknown>;
  };
  registration: { showNotification(title: string, options?: NotificationOptions): Promise<void> };
  navigator: object;
}

type Badging = { setAppBadge?(count?: number): Promise<void>; clearAppBadge?(): Promise<void> };

/** The real scope of `self`. */
export function scopeOf(self: WorkerSelf): PushScope {
  const nav = self.navigator as Badging;
  return {
    origin: self.location.origin,
    windows: async () => (await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) as AppWindow[],
    openWindow: (url) => self.clients.openWindow(url),
    showNotification: (title, options) => self.registration.showNotification(title, options),
    setBadge: nav.setAppBadge
      ? (count) => (count > 0 ? nav.setAppBadge!(count) : (nav.clearAppBadge?.() ?? nav.setAppBadge!(0)))
      : undefined,
  };
}
