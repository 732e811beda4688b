// The community's look on the document, from the mirrored configuration: the palette's custom properties, the theme colour, the icons, the startup image and the description.
import { faviconOf, imageTypeOf, launchScreenImageOf, metaDescription, preferredIcon } from '../../schema/branding';
import type { Configuration } from '../../schema/configuration';
import { paletteProperties } from '../lib/palette-properties';

type Look = Pick<Configuration, 'colors' | 'app_icons' | 'registration_intro'> & Partial<Pick<Configuration, 'url_icons' | 'launch_screen_image'>>;

/** The head element `selector` names, made (with `attributes`) when index.html has none. */
function headElement(doc: Document, selector: string, tag: 'meta' | 'link', attributes: Record<string, string>): HTMLElement {
  const found = doc.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const made = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  doc.head.appendChild(made);
  return made;
}

/** The favicon link: its address and the type its extension tells (a stale type would make the browser skip it). */
function setFavicon(doc: Document, href: string): void {
  const link = headElement(doc, 'link[rel="icon"]', 'link', { rel: 'icon' });
  link.setAttribute('href', href);
  const type = imageTypeOf(href);
  if (type) link.setAttribute('type', type);
  else link.removeAttribute('type');
}

/** iOS shows the startup image while an installed app starts (the manifest has no such field); none: the link goes. */
function setStartupImage(doc: Document, image: string | null): void {
  const found = doc.head.querySelector('link[rel="apple-touch-startup-image"]');
  if (image === null) found?.remove();
  else headElement(doc, 'link[rel="apple-touch-startup-image"]', 'link', { rel: 'apple-touch-startup-image' }).setAttribute('href', image);
}

/**
 * Sets what index.html holds as the build's defaults to the community's own (the server does not template the page:
 * it is the service worker's offline shell, the same for every community). Runs again whenever the mirrored
 * configuration changes, so a host's change shows in every open app without a reload; null: the defaults.
 */
export function applyCommunityLook(doc: Document, config: Look | null): void {
  const root = doc.documentElement.style;
  const properties = paletteProperties(config?.colors);
  for (const [name, value] of Object.entries(properties)) root.setProperty(name, value);
  // The browser's own bar takes the top bar's colour, as the installed app's manifest says (theme_color).
  headElement(doc, 'meta[name="theme-color"]', 'meta', { name: 'theme-color' }).setAttribute('content', properties['--top-bar-background']!);
  headElement(doc, 'link[rel="apple-touch-icon"]', 'link', { rel: 'apple-touch-icon' }).setAttribute('href', preferredIcon(config?.app_icons));
  setFavicon(doc, faviconOf(config?.url_icons, config?.app_icons));
  setStartupImage(doc, launchScreenImageOf(config?.launch_screen_image));
  headElement(doc, 'meta[name="description"]', 'meta', { name: 'description' }).setAttribute('content', metaDescription(config?.registration_intro));
}
