// Every `{ errors: [...] }` answer in the caller's language (docs/product.md 1): the request's Accept-Language when the community offers it, English otherwise.
import type { FastifyInstance } from 'fastify';
import { availableLanguages, chooseLanguage, DEFAULT_LANGUAGE, shippedLanguages, type Language } from '../../schema/languages';
import { localMessage } from '../../schema/message-translation';
import type { Database } from '../db/connect';
import { loadConfiguration } from '../domains/configuration/configuration';
import { acceptedLanguages } from './accept-language';
import { messageCatalogues } from './message-catalogues';

interface ErrorAnswer {
  errors: string[];
}

const isErrorAnswer = (payload: unknown): payload is ErrorAnswer =>
  typeof payload === 'object' && payload !== null && Array.isArray((payload as ErrorAnswer).errors) && (payload as ErrorAnswer).errors.every((e) => typeof e === 'string');

const translated = shippedLanguages.filter((l) => l !== DEFAULT_LANGUAGE);

/** The answer's language; the configuration is read only when the caller asks for a language we translate. */
async function answerLanguage(db: Database, header: string | string[] | undefined): Promise<Language> {
  const wanted = acceptedLanguages(header);
  if (chooseLanguage(wanted, translated) === DEFAULT_LANGUAGE) return DEFAULT_LANGUAGE;
  return chooseLanguage(wanted, availableLanguages((await loadConfiguration(db)).available_languages));
}

function withVary(current: unknown, name: string): string {
  const names = String(current ?? '').split(',').map((n) => n.trim()).filter(Boolean);
  return names.some((n) => n.toLowerCase() === name.toLowerCase()) ? names.join(', ') : [...names, name].join(', ');
}

/**
 * One hook for every refusal, whoever built it (a route, the validator, the error handler, the not-found answer): the
 * services keep throwing the catalogue's English (schema/messages.ts), read back to its key here. A text that is not the
 * catalogue's (a capability's own words) stays as it is.
 */
export function installErrorLanguage(app: FastifyInstance, db: Database): void {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (reply.statusCode < 400 || !isErrorAnswer(payload)) return payload;
    reply.header('Vary', withVary(reply.getHeader('Vary'), 'Accept-Language'));
    let language: Language = DEFAULT_LANGUAGE;
    try {
      language = await answerLanguage(db, request.headers['accept-language']);
    } catch (err) {
      request.log.warn({ err }, 'could not read the configured languages: answering in English');
    }
    if (language === DEFAULT_LANGUAGE) return payload;
    const catalogue = messageCatalogues[language];
    return { ...payload, errors: payload.errors.map((e) => localMessage(e, catalogue)) };
  });
}
