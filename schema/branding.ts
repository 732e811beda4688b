// How a community shows itself outside its screens (docs/product.md 1, Branding): its icon, the page's description, the installed app's identity.

/** Where the server answers the web app manifest made from the configuration (index.html links it). */
export const MANIFEST_PATH = '/manifest.webmanifest';

/** The installed app's identity (the web app manifest's `id`): fixed, so a renamed or recoloured community stays one app. */
export const MANIFEST_ID = '/';

/** What index.html says of any community; the registration introduction extends it (docs/product.md 1). */
export const DEFAULT_DESCRIPTION = 'Your community: groups, posts and conversations, online and offline.';

/** The logo of a community that gave no icon: the build's own (public/icons/). */
export const DEFAULT_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
] as const;
export const DEFAULT_ICON = DEFAULT_ICONS[0].src;

/** The size an app icon is chosen by (docs/product.md 3, `app_icons`). */
export const PREFERRED_ICON_SIZE = '120x120';

/** An address a page may point an icon at: our own path, or http(s). Anything else is not an icon. */
export function isIconAddress(url: string): boolean {
  return /^\/(?!\/)/.test(url) || /^https?:\/\//i.test(url);
}

/** `app_icons` as given, its usable addresses only, the preferred size first. */
export function orderedIcons(appIcons: Record<string, string>): [size: string, url: string][] {
  const usable = Object.entries(appIcons).filter(([, url]) => typeof url === 'string' && isIconAddress(url));
  const preferred = usable.filter(([size]) => size === PREFERRED_ICON_SIZE);
  return [...preferred, ...usable.filter(([size]) => size !== PREFERRED_ICON_SIZE)];
}

/** The community's icon: 120x120, else the first given, else the default logo. */
export function preferredIcon(appIcons: Record<string, string> | undefined): string {
  return orderedIcons(appIcons ?? {})[0]?.[1] ?? DEFAULT_ICON;
}

/** The page's meta description: the default, followed by the registration introduction when the community wrote one. */
export function metaDescription(registrationIntro: string | undefined): string {
  const intro = registrationIntro?.trim();
  return intro ? `${DEFAULT_DESCRIPTION} ${intro}` : DEFAULT_DESCRIPTION;
}
