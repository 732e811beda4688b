// @vitest-environment jsdom
// The third-party software screen as a member sees it: each package with version, licence id, the parts that ship it and its licence text folded; what it says when lists cannot be read.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ThirdPartySoftwareScreen from '../../../src/screens/third-party/ThirdPartySoftwareScreen';
import { installEngineDouble, renderSignedIn, resetWorld, type EngineDouble } from '../helpers/component-world';
import { userData } from '../helpers/guard-context';

const MIT = 'MIT License\n\nCopyright (c) Meta Platforms, Inc. and affiliates.';
const APACHE = 'Apache License\nVersion 2.0, January 2004';
const pkg = (name: string, version: string, licence: string | null, text: string | null = null) => ({ name, version, licence, text });

let engine: EngineDouble;
beforeEach(() => {
  engine = installEngineDouble();
});
afterEach(resetWorld);

const card = (name: string) => screen.getAllByTestId('third-party-package').find((el) => el.dataset.name === name)!;
/** What a package's facts line says (its licence id is an element of its own inside the sentence). */
const facts = (name: string) => card(name).querySelector('.third-party__facts')?.textContent;

describe('the third-party software screen', () => {
  it('lists each package once with version, licence, the parts that ship it and its text', async () => {
    engine.command('about', 'thirdPartySoftware').mockResolvedValue({
      app: [pkg('react-dom', '19.3.1', 'MIT', MIT), pkg('firebase', '13.2.0', 'Apache-2.0'), pkg('comlink', '4.4.2', 'Apache-2.0', APACHE)],
      engine: [pkg('comlink', '4.4.2', 'Apache-2.0', APACHE)],
      sw: [pkg('workbox-core', '7.4.1', 'MIT', 'MIT License (workbox)')],
    });
    const user = userEvent.setup();
    renderSignedIn(<ThirdPartySoftwareScreen />, userData());
    expect(await screen.findByText('4 packages')).toBeTruthy();
    expect(screen.getAllByTestId('third-party-package').map((el) => el.dataset.name)).toEqual(['comlink', 'firebase', 'react-dom', 'workbox-core']);

    const reactDom = within(card('react-dom'));
    expect(reactDom.getByRole('heading').textContent).toBe('react-dom 19.3.1');
    expect(facts('react-dom')).toBe('Licence: MIT · Shipped by the page');
    await user.click(reactDom.getByText('Licence text'));
    expect(card('react-dom').querySelector('details')?.open).toBe(true);
    expect(card('react-dom').querySelector('pre')?.textContent).toBe(MIT);

    expect(facts('comlink')).toBe('Licence: Apache-2.0 · Shipped by the page and the sync engine');
    expect(facts('workbox-core')).toBe('Licence: MIT · Shipped by the service worker');
    // No licence file of its own: the standard Apache-2.0 text another package ships, said so.
    expect(card('firebase').querySelector('details p')?.textContent).toBe('This package ships no licence file of its own; this is the standard Apache-2.0 text.');
    expect(card('firebase').querySelector('pre')?.textContent).toBe(APACHE);
  });

  it('shows what could be read when a part’s list could not', async () => {
    engine.command('about', 'thirdPartySoftware').mockResolvedValue({ app: [pkg('react', '19.3.1', null)], engine: null, sw: null });
    renderSignedIn(<ThirdPartySoftwareScreen />, userData());
    expect(await screen.findByText('1 package')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/Not every part's list could be read/);
    expect(facts('react')).toBe('Licence not stated · Shipped by the page');
    expect(within(card('react')).getByText('No licence text comes with this package.')).toBeTruthy();
  });

  it('says so in words when nothing could be read, and tries again on request', async () => {
    const lists = engine.command('about', 'thirdPartySoftware');
    lists.mockResolvedValueOnce({ app: null, engine: null, sw: null });
    lists.mockResolvedValueOnce({ app: [pkg('react', '19.3.1', 'MIT', MIT)], engine: null, sw: null });
    const user = userEvent.setup();
    renderSignedIn(<ThirdPartySoftwareScreen />, userData());
    expect((await screen.findByRole('alert')).textContent).toMatch(/The list of packages could not be read/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 package')).toBeTruthy();
    expect(lists).toHaveBeenCalledTimes(2);
  });
});
