// The product's messages said again in another language (schema/message-translation.ts), as the server and the page both do; and the language rule they share.
import { describe, expect, it } from 'vitest';
import { availableLanguages, chooseLanguage, textDirection } from '../../schema/languages';
import { formatMessage, messages } from '../../schema/messages';
import { localMessage, messageKeyOf } from '../../schema/message-translation';
import fr from '../../schema/locales/fr.json';
import uk from '../../schema/locales/uk.json';

describe('localMessage', () => {
  it('says a catalogue message in the catalogue given', () => {
    expect(localMessage(messages.offlineAction, fr)).toBe(fr.offlineAction);
  });

  it('reads the values of a filled message back and fills the translation with them', () => {
    const english = formatMessage(messages.planRequired, { plan: 'Gold (yearly)' });
    expect(messageKeyOf(english)).toEqual({ key: 'planRequired', values: { plan: 'Gold (yearly)' } });
    expect(localMessage(english, uk)).toBe('Щоб відкрити це, потрібен план «Gold (yearly)».');
  });

  it('leaves any other text as it is: a capability’s own words, a text already translated', () => {
    expect(localMessage('This item does not exist or you cannot see it', fr)).toBe('This item does not exist or you cannot see it');
    expect(localMessage(fr.notFound, uk)).toBe(fr.notFound);
    expect(localMessage(messages.notFound, {})).toBe(messages.notFound);
  });
});

describe('the language rule', () => {
  it('takes the first wanted language the community offers, by its primary subtag, else English', () => {
    const offered = availableLanguages('en, fr,he,xx');
    expect(offered).toEqual(['en', 'fr', 'he']);
    expect(chooseLanguage(['fr-FR', 'en-US'], offered)).toBe('fr');
    expect(chooseLanguage(['de-DE', 'he-IL'], offered)).toBe('he');
    expect(chooseLanguage(['uk-UA', 'de'], offered)).toBe('en');
    expect(chooseLanguage(['fr'], availableLanguages(''))).toBe('en');
  });

  it('reads right to left for ar, fa, he and ur', () => {
    expect(['ar', 'fa-IR', 'he', 'ur', 'fr', 'en'].map(textDirection)).toEqual(['rtl', 'rtl', 'rtl', 'rtl', 'ltr', 'ltr']);
  });
});
