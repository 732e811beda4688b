// Typed words: every t('key') is checked against the English files at compile time (a screen domain adds its namespace here).
import 'i18next';
import type { messages } from '../../schema/messages';
import type groups from '../screens/groups/locales/en.json';
import type hashtags from '../screens/hashtags/locales/en.json';
import type saved from '../screens/saved/locales/en.json';
import type common from './locales/en/common.json';
import type posts from './locales/en/posts.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      messages: typeof messages;
      posts: typeof posts;
      saved: typeof saved;
      groups: typeof groups;
      hashtags: typeof hashtags;
    };
    interpolationPrefix: '{';
    interpolationSuffix: '}';
  }
}
