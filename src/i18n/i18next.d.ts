// Typed words: every t('key') is checked against the English files at compile time (a screen domain adds its namespace here).
import 'i18next';
import type { messages } from '../../schema/messages';
import type cookies from '../screens/cookies/locales/en.json';
import type lessonEmbed from '../screens/lesson-embed/locales/en.json';
import type saved from '../screens/saved/locales/en.json';
import type styleGuide from '../screens/style-guide/locales/en.json';
import type thirdParty from '../screens/third-party/locales/en.json';
import type common from './locales/en/common.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common; messages: typeof messages; saved: typeof saved; cookies: typeof cookies; 'third-party': typeof thirdParty; 'lesson-embed': typeof lessonEmbed; 'style-guide': typeof styleGuide };
    interpolationPrefix: '{';
    interpolationSuffix: '}';
  }
}
