// When the app offers to be installed (docs/product.md 4): on a phone, only without store apps to go to, never once dismissed.

export interface InstallPromptFacts {
  /** A phone or tablet browser. */
  mobile: boolean;
  /** The community has an app in a store (configuration store_urls): members get that app instead. */
  hasStoreApp: boolean;
  /** Already running installed (display-mode standalone). */
  installed: boolean;
  /** The member dismissed the offer on this device once. */
  dismissed: boolean;
  /** The browser offered installing (Chromium's beforeinstallprompt was kept). */
  browserOffer: boolean;
  /** Safari on iPhone or iPad, where installing is Share, then Add to Home Screen. */
  iosSafari: boolean;
}

/** 'button': our Install button opens the browser's dialog; 'ios-steps': the Share steps; 'none': nothing to offer. */
export type InstallPromptKind = 'button' | 'ios-steps' | 'none';

export function installPromptKind(f: InstallPromptFacts): InstallPromptKind {
  if (!f.mobile || f.hasStoreApp || f.installed || f.dismissed) return 'none';
  if (f.browserOffer) return 'button';
  return f.iosSafari ? 'ios-steps' : 'none';
}

/** The device facts read from the browser (the rest come from the configuration and the device's memory). */
export function browserInstallFacts(nav: Navigator, matches: (query: string) => boolean): Pick<InstallPromptFacts, 'mobile' | 'installed' | 'iosSafari'> {
  const ua = nav.userAgent;
  const uaMobile = (nav as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData?.mobile;
  // iPadOS reports itself as a Mac: touch points tell it apart.
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && nav.maxTouchPoints > 1);
  return {
    mobile: uaMobile ?? (ios || /Android|Mobile/.test(ua)),
    installed: matches('(display-mode: standalone)') || (nav as Navigator & { standalone?: boolean }).standalone === true,
    iosSafari: ios && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua),
  };
}
