// The app's one i18next instance and its settings (docs/architecture.md, "Strings and languages"): no words of its own, they come by language and namespace on demand.
import i18next, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { shippedLanguages } from '../../schema/languages';
import { PSEUDO_LANGUAGE } from './pseudo-locale';

export const i18n = i18next.createInstance();
i18n.use(initReactI18next);

export const i18nOptions: InitOptions = {
  supportedLngs: [...shippedLanguages, PSEUDO_LANGUAGE],
  // Every language holds every key of English (tests/app/locales.test.ts): no second language is loaded behind it.
  fallbackLng: false,
  load: 'currentOnly',
  defaultNS: 'common',
  // The product's messages and our words share one placeholder form, `{name}` (schema/messages.ts' formatMessage).
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  returnEmptyString: false,
};
