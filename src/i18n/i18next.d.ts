// Typed words: every t('key') is checked against the English files at compile time (a screen domain adds its namespace here).
import 'i18next';
import type { messages } from '../../schema/messages';
import type activities from '../screens/activities/locales/en.json';
import type chats from '../screens/chats/locales/en.json';
import type courses from '../screens/courses/locales/en.json';
import type library from '../screens/library/locales/en.json';
import type people from '../screens/people/locales/en.json';
import type saved from '../screens/saved/locales/en.json';
import type search from '../screens/search/locales/en.json';
import type common from './locales/en/common.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      messages: typeof messages;
      saved: typeof saved;
      activities: typeof activities;
      chats: typeof chats;
      courses: typeof courses;
      library: typeof library;
      people: typeof people;
      search: typeof search;
    };
    interpolationPrefix: '{';
    interpolationSuffix: '}';
  }
}
