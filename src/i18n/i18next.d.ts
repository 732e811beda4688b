// Typed words: every t('key') is checked against the English files at compile time (a screen domain adds its namespace here).
import 'i18next';
import type { messages } from '../../schema/messages';
import type activities from '../screens/activities/locales/en.json';
import type chats from '../screens/chats/locales/en.json';
import type consolePreview from '../screens/console-preview/locales/en.json';
import type cookies from '../screens/cookies/locales/en.json';
import type courses from '../screens/courses/locales/en.json';
import type events from '../screens/events/locales/en.json';
import type email from '../screens/email/locales/en.json';
import type groups from '../screens/groups/locales/en.json';
import type hashtags from '../screens/hashtags/locales/en.json';
import type legal from '../screens/legal/locales/en.json';
import type lessonEmbed from '../screens/lesson-embed/locales/en.json';
import type library from '../screens/library/locales/en.json';
import type login from '../screens/login/locales/en.json';
import type password from '../screens/password/locales/en.json';
import type payments from '../screens/payments/locales/en.json';
import type paywall from '../screens/paywall/locales/en.json';
import type people from '../screens/people/locales/en.json';
import type profile from '../screens/profile/locales/en.json';
import type saved from '../screens/saved/locales/en.json';
import type search from '../screens/search/locales/en.json';
import type signup from '../screens/signup/locales/en.json';
import type styleGuide from '../screens/style-guide/locales/en.json';
import type thirdParty from '../screens/third-party/locales/en.json';
import type walkthrough from '../screens/walkthrough/locales/en.json';
import type account from './locales/en/account.json';
import type common from './locales/en/common.json';
import type posts from './locales/en/posts.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      messages: typeof messages;
      // The post kit's shared components and the post screens (a shell namespace).
      posts: typeof posts;
      saved: typeof saved;
      // Paid plans: prices, membership settings, invoices, the past-due banner and the wait after paying (a shell namespace).
      payments: typeof payments;
      // Events: the list, an event, answers and the waitlist, calendars, reminders, the hosts' editor (a shell namespace: navigation and unsent words).
      events: typeof events;
      // The account's screens (signed-out entry, password, email, profile and settings) and their shared components.
      account: typeof account;
      'console-preview': typeof consolePreview;
      email: typeof email;
      login: typeof login;
      password: typeof password;
      paywall: typeof paywall;
      profile: typeof profile;
      signup: typeof signup;
      walkthrough: typeof walkthrough;
      activities: typeof activities;
      chats: typeof chats;
      courses: typeof courses;
      library: typeof library;
      people: typeof people;
      search: typeof search;
      // The screens that answered the not-found screen before (cookie preferences, third-party software, the embed, the style guide).
      cookies: typeof cookies;
      'third-party': typeof thirdParty;
      'lesson-embed': typeof lessonEmbed;
      legal: typeof legal;
      'style-guide': typeof styleGuide;
      groups: typeof groups;
      hashtags: typeof hashtags;
    };
    interpolationPrefix: '{';
    interpolationSuffix: '}';
  }
}
