// @vitest-environment jsdom
// The events' refusals, English on the wire, reach a French member in French, the plan's name kept; a catalogue message still goes through the catalogue.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { eventMessages } from '../../schema/events/event-rules';
import { i18n } from '../../src/i18n/i18n';
import fr from '../../src/screens/events/locales/fr.json';
import { useEventMessage } from '../../src/screens/events/event-refusal';
import { initTestI18n } from './helpers/i18n-world';

function Said({ text }: { text: string }) {
  const say = useEventMessage();
  return <p>{say(text)}</p>;
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe("the events' refusals", () => {
  it('are said in the language in use, placeholders filled from the server text', async () => {
    initTestI18n();
    i18n.addResourceBundle('fr', 'events', fr);
    await i18n.changeLanguage('fr');
    const { rerender } = render(<Said text={eventMessages.notHost} />);
    expect(screen.getByText('Seuls les administrateurs de ce groupe peuvent créer et modifier ses événements')).toBeTruthy();
    rerender(<Said text="This event is for holders of Supporter" />);
    expect(screen.getByText('Cet événement est réservé aux détenteurs de Supporter')).toBeTruthy();
  });

  it('leave a text that is no refusal of theirs to the catalogue', () => {
    initTestI18n();
    render(<Said text="Something else entirely" />);
    expect(screen.getByText('Something else entirely')).toBeTruthy();
  });
});
