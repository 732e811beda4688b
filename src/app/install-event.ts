// The browser's offer to install the app (Chromium's beforeinstallprompt), kept from the moment it fires for our own Install button.

/** Chromium's event; not in the DOM typings. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

/** Called once at start (main.tsx): the event may fire before any screen is up. */
export function listenForInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (e) => {
    // The browser's own mini-infobar stays away: the app offers installing where it fits (InstallPrompt).
    e.preventDefault();
    deferred = e as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    changed();
  });
}

export function installOffer(): InstallPromptEvent | null {
  return deferred;
}

/** The offer is used once: the browser gives a new event if it may ask again. */
export function installOfferUsed(): void {
  deferred = null;
  changed();
}

export function subscribeInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
