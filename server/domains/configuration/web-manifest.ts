// The web app manifest of the community as it is configured now: each community installs as itself (docs/product.md 1, Branding).
import { DEFAULT_ICONS, imageTypeOf, MANIFEST_ID, metaDescription, orderedIcons } from '../../../schema/branding';
import type { Configuration } from '../../../schema/configuration';

export interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

/** An `app_icons` entry as the manifest lists it: its key names the size ('120x120'); the type told by the file's extension. */
function iconOf(size: string, src: string): ManifestIcon {
  const type = imageTypeOf(src);
  return { src, sizes: /^\d+x\d+$/.test(size) ? size : 'any', ...(type ? { type } : {}) };
}

/**
 * Named as the community is (its long name, its short one), coloured as its top bar (the browser's title bar) and its
 * wall (the splash screen), with its icons, the 120x120 first; the default logo when it gave none.
 */
export function webManifestOf(config: Configuration): WebManifest {
  const icons = orderedIcons(config.app_icons).map(([size, src]) => iconOf(size, src));
  return {
    id: MANIFEST_ID,
    name: config.artist_long_name || config.app_name,
    short_name: config.app_name || config.artist_long_name,
    description: metaDescription(config.registration_intro),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: config.colors.topBar.background,
    background_color: config.colors.wall.background,
    icons: icons.length > 0 ? icons : DEFAULT_ICONS.map((icon) => ({ ...icon })),
  };
}
