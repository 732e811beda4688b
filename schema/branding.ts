// How a community shows itself outside its screens (docs/product.md 1, Branding): its name in titles, its icons, the page's description, the installed app's identity.
import type { Configuration } from './configuration';

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

/** The default logo at its largest, for a link preview's image. */
export const DEFAULT_LARGE_ICON = DEFAULT_ICONS[1].src;

/** The pixels of a `WxH` size key; 0 for any other key. */
const areaOf = (size: string) => {
  const m = /^(\d+)x(\d+)$/.exec(size);
  return m ? Number(m[1]) * Number(m[2]) : 0;
};

/** `app_icons`' largest (by its size key; a key that names no size counts least), else the default logo's largest: a link preview's image. */
export function largestIcon(appIcons: Record<string, string> | undefined): string {
  const usable = orderedIcons(appIcons ?? {});
  const [largest] = [...usable].sort(([a], [b]) => areaOf(b) - areaOf(a));
  return largest?.[1] ?? DEFAULT_LARGE_ICON;
}

/** The build's own favicon (index.html). */
export const DEFAULT_FAVICON = DEFAULT_ICONS[3].src;

/** The size a favicon is chosen by in `url_icons` (docs/product.md 3). */
export const PREFERRED_FAVICON_SIZE = '32x32';

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  gif: 'image/gif',
  ico: 'image/x-icon',
};

/** An image's type told by its address's extension; undefined when it tells none. */
export function imageTypeOf(src: string): string | undefined {
  const extension = /\.([a-z]+)(?:[?#].*)?$/i.exec(src)?.[1]?.toLowerCase();
  return extension ? IMAGE_TYPES[extension] : undefined;
}

/** The page's favicon: `url_icons`' 32x32, else its first; else the app icon (120x120 first); else the build's own. */
export function faviconOf(urlIcons: Record<string, string> | undefined, appIcons: Record<string, string> | undefined): string {
  const usable = Object.entries(urlIcons ?? {}).filter(([, url]) => typeof url === 'string' && isIconAddress(url));
  const own = usable.find(([size]) => size === PREFERRED_FAVICON_SIZE) ?? usable[0];
  return own?.[1] ?? orderedIcons(appIcons ?? {})[0]?.[1] ?? DEFAULT_FAVICON;
}

/** `launch_screen_image` when it is an address an image may have, else null (no startup image). */
export function launchScreenImageOf(image: string | null | undefined): string | null {
  return typeof image === 'string' && isIconAddress(image) ? image : null;
}

/** The page's meta description: the default, followed by the registration introduction when the community wrote one. */
export function metaDescription(registrationIntro: string | undefined): string {
  const intro = registrationIntro?.trim();
  return intro ? `${DEFAULT_DESCRIPTION} ${intro}` : DEFAULT_DESCRIPTION;
}

export const POWERED_BY = 'Powered by Community';
const FALLBACK_NAME = 'Community';

type TitleConfig = Pick<Configuration, 'artist_long_name' | 'app_name' | 'white_label'>;

/** The title's own words in the page's language (src/hooks/use-document-title.ts gives them); English by default. */
export interface TitleWords {
  poweredBy: string;
  fallbackName: string;
}

const englishWords: TitleWords = { poweredBy: POWERED_BY, fallbackName: FALLBACK_NAME };

/** The community's name: its long name, else the app's, else the fallback. */
export const communityName = (config: Partial<TitleConfig> | null | undefined, fallback = FALLBACK_NAME): string => config?.artist_long_name || config?.app_name || fallback;

/**
 * The document title of docs/product.md 1: the community's name, or a screen title with the community suffix, plus
 * powered-by unless white-label. The page's title and the server's page previews alike.
 */
export function pageTitle(config: TitleConfig | null | undefined, title?: string, communitySuffix = true, words = englishWords): string {
  const community = communityName(config, words.fallbackName);
  const base = !title ? community : communitySuffix ? `${title} | ${community}` : title;
  return config?.white_label ? base : `${base} - ${words.poweredBy}`;
}
