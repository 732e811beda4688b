// Refusals in the caller's language (docs/product.md 1): Accept-Language when the community offers it, English otherwise.
import { describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import fr from '../../schema/locales/fr.json';
import he from '../../schema/locales/he.json';
import { acceptedLanguages } from '../../server/http/accept-language';
import { newMember, setConfig, withConfig } from './support/accounts';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

describe('Accept-Language', () => {
  it('lists the tags most wanted first, leaving out what is not wanted', () => {
    expect(acceptedLanguages('da, en-GB;q=0.8, en;q=0.7')).toEqual(['da', 'en-GB', 'en']);
    expect(acceptedLanguages('en;q=0.5, fr-FR, *;q=0.1, he;q=0')).toEqual(['fr-FR', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});

describe.each(drivers)('refusals in the caller language on %s', (driver) => {
  const ctx = useTestApp(driver);
  const emptyLogin = (language?: string) =>
    ctx.api.call('POST', '/api/v1/sessions', { body: {}, headers: language ? { 'accept-language': language } : {} });

  it('answers a 422 in French and in Hebrew when the community offers them', async () => {
    await setConfig(ctx.testDb.db, { available_languages: 'en,fr,he' });
    const french = await emptyLogin('fr-FR,fr;q=0.9,en;q=0.8');
    expect(french.status).toBe(422);
    expect(french.body).toEqual({ errors: [fr.emailInvalid, fr.loginNotRecognised] });
    expect(String(french.headers.vary)).toMatch(/Accept-Language/);
    const hebrew = await emptyLogin('he');
    expect(hebrew.body).toEqual({ errors: [he.emailInvalid, he.loginNotRecognised] });
  });

  it('fills a message placeholders in the caller language', async () => {
    await setConfig(ctx.testDb.db, { available_languages: 'en,fr,he' });
    const res = await ctx.api.call('POST', '/api/v1/accounts', {
      body: newMember({ password: 'short', password_confirmation: 'short' }),
      headers: { 'accept-language': 'fr' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([fr.passwordTooShort.replace('{count}', '8')]);
  });

  it('translates the answers the framework and the not-found handler make', async () => {
    await setConfig(ctx.testDb.db, { available_languages: 'en,fr,he' });
    const missing = await ctx.api.call('GET', '/api/v9/nothing', { headers: { 'accept-language': 'he-IL' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ errors: [he.notFound] });
    const malformed = await ctx.api.call('POST', '/api/v1/sessions', { payload: '{"email":', headers: { 'accept-language': 'fr' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ errors: [fr.badRequest] });
  });

  it('answers in English for a language the community does not offer, or that is not shipped', async () => {
    await withConfig(ctx.testDb.db, { available_languages: 'en,he' }, async () => {
      expect((await emptyLogin('fr')).body).toEqual({ errors: [messages.emailInvalid, messages.loginNotRecognised] });
      expect((await emptyLogin('de-DE,de')).body.errors).toEqual([messages.emailInvalid, messages.loginNotRecognised]);
      expect((await emptyLogin()).body.errors).toEqual([messages.emailInvalid, messages.loginNotRecognised]);
      // The first wanted language the community offers, by the weights the browser gave.
      expect((await emptyLogin('fr, he;q=0.5')).body.errors).toEqual([he.emailInvalid, he.loginNotRecognised]);
    });
  });
});
