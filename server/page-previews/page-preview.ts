// A page's preview for a search engine or a chat app: the item the path names if a visitor may open it, else the community's front page (docs/architecture.md, "Page previews for bots").
import { communityName, faviconOf, isIconAddress, largestIcon, metaDescription, pageTitle } from '../../schema/branding';
import type { Configuration } from '../../schema/configuration';
import type { Database } from '../db/connect';
import { appLink, type AccountSettings } from '../domains/account/account-context';
import { loadConfiguration } from '../domains/configuration/configuration';
import { articlePreview, eventPreview, postPreview, type ItemPreview } from './item-previews';
import { excerpt, previewDocument, type PagePreview } from './preview-document';
import { previewTarget } from './preview-paths';
import { openToVisitors } from './visitor';

/** Our own path made absolute under the public address; http(s) as it is; anything else is no address (null). */
function absolute(settings: AccountSettings, address: string | null): string | null {
  if (address === null || !isIconAddress(address)) return null;
  return address.startsWith('/') ? appLink(settings, address) : address;
}

/** The first language the community speaks, as `<html lang>` takes it. */
function languageOf(config: Configuration): string {
  const first = config.available_languages.split(',')[0]?.trim() ?? '';
  return /^[a-z]{2,3}(-[A-Za-z0-9]{1,8})*$/i.test(first) ? first : 'en';
}

/** The front page's preview: the community's name, its description with the registration introduction, its largest icon. */
export function communityPreview(config: Configuration, settings: AccountSettings): PagePreview {
  const name = communityName(config);
  return {
    title: name,
    documentTitle: pageTitle(config),
    description: excerpt(metaDescription(config.registration_intro)),
    url: appLink(settings, '/'),
    image: absolute(settings, largestIcon(config.app_icons))!,
    favicon: absolute(settings, faviconOf(config.url_icons, config.app_icons))!,
    siteName: name,
    type: 'website',
    card: 'summary',
    lang: languageOf(config),
  };
}

/** The item laid over the community's preview: its title, its words (the community's when it has none), its picture. */
function itemOver(community: PagePreview, config: Configuration, settings: AccountSettings, item: ItemPreview): PagePreview {
  const image = absolute(settings, item.image);
  return {
    ...community,
    title: item.title,
    documentTitle: pageTitle(config, item.title),
    description: excerpt(item.text) || community.description,
    url: appLink(settings, item.path),
    image: image ?? community.image,
    type: 'article',
    card: image ? 'summary_large_image' : 'summary',
  };
}

async function itemAt(db: Database, pathname: string): Promise<ItemPreview | null> {
  const target = previewTarget(pathname);
  if (target.kind === 'post') return postPreview(db, target.id);
  if (target.kind === 'article') return articlePreview(db, target.id);
  if (target.kind === 'event') return eventPreview(db, target.id);
  return null;
}

/** The preview document of `pathname` (no query): what a signed-out visitor could open there, never more. */
export async function pagePreviewHtml(db: Database, settings: AccountSettings, pathname: string): Promise<string> {
  const config = await loadConfiguration(db);
  const community = communityPreview(config, settings);
  const item = openToVisitors(config) ? await itemAt(db, pathname) : null;
  return previewDocument(item ? itemOver(community, config, settings, item) : community);
}
