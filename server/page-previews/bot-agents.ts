// Which callers are search engines and link-preview fetchers, told by their user agent (docs/product.md 6): they get a page preview, not the app shell.

/**
 * A word each such caller's user agent carries, matched anywhere, ignoring case. Kept to the fetchers' own names, which
 * the apps' in-app browsers do not carry (Facebook's says FBAN or FB_IAB, LinkedIn's LinkedInApp, Twitter's "Twitter
 * for iPhone"): a member opening a link inside those apps gets the app.
 */
export const PREVIEW_BOT_AGENTS = [
  // Search engines.
  'Googlebot',
  'Google-InspectionTool',
  'bingbot',
  'BingPreview',
  'DuckDuckBot',
  'Applebot',
  'YandexBot',
  'Baiduspider',
  'Slurp',
  'Qwantbot',
  // Chat apps and social sites fetching a link's preview.
  'Slackbot',
  'Twitterbot',
  'facebookexternalhit',
  'Facebot',
  'Discordbot',
  'TelegramBot',
  'WhatsApp',
  'LinkedInBot',
  'SkypeUriPreview',
  'MicrosoftPreview',
  'redditbot',
  'Pinterestbot',
  'vkShare',
  'Embedly',
  'Iframely',
  'Mastodon',
] as const;

const BOT_PATTERN = new RegExp(PREVIEW_BOT_AGENTS.map((word) => word.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|'), 'i');

/** True for a search engine or a link-preview fetcher; a missing user agent is not one. */
export function isPreviewBot(userAgent: string | undefined): boolean {
  return typeof userAgent === 'string' && BOT_PATTERN.test(userAgent);
}
