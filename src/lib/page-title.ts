// The document title of docs/product.md 1: the app's long name, or a screen title with the community suffix, plus powered-by.
import type { Configuration } from '../../schema/configuration';

export const POWERED_BY = 'Powered by Community';
const FALLBACK_NAME = 'Community';

type TitleConfig = Pick<Configuration, 'artist_long_name' | 'app_name' | 'white_label'>;

/** The title's own words in the page's language (src/hooks/use-document-title.ts gives them); English by default. */
export interface TitleWords {
  poweredBy: string;
  fallbackName: string;
}

const englishWords: TitleWords = { poweredBy: POWERED_BY, fallbackName: FALLBACK_NAME };

export function pageTitle(config: TitleConfig | null | undefined, title?: string, communitySuffix = true, words = englishWords): string {
  const community = config?.artist_long_name || config?.app_name || words.fallbackName;
  const base = !title ? community : communitySuffix ? `${title} | ${community}` : title;
  return config?.white_label ? base : `${base} - ${words.poweredBy}`;
}
