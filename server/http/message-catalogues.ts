// The product's messages in each shipped language other than English (schema/locales/, which the app reads too).
import type { Language } from '../../schema/languages';
import type { MessageCatalogue } from '../../schema/message-translation';
import da from '../../schema/locales/da.json';
import es from '../../schema/locales/es.json';
import fr from '../../schema/locales/fr.json';
import he from '../../schema/locales/he.json';
import ja from '../../schema/locales/ja.json';
import nl from '../../schema/locales/nl.json';
import uk from '../../schema/locales/uk.json';

/** English is schema/messages.ts itself. */
export const messageCatalogues: Readonly<Record<Exclude<Language, 'en'>, MessageCatalogue>> = { da, es, fr, he, ja, nl, uk };
