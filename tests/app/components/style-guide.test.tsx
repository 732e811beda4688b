// @vitest-environment jsdom
// The style guide: every :root token of the page's styles grouped (colours, type sizes, sizes), the shared components with sample content, a dialog that opens and closes.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import StyleGuideScreen from '../../../src/screens/style-guide/StyleGuideScreen';
import { groupTokens, isColourValue } from '../../../src/screens/style-guide/theme-tokens';
import { installEngineDouble, renderSignedIn, resetWorld } from '../helpers/component-world';
import { userData } from '../helpers/guard-context';

let style: HTMLStyleElement;
beforeEach(() => {
  installEngineDouble();
  style = document.createElement('style');
  style.textContent = `
    :root { --color-accent: #4f46e5; --space: 16px; --radius: 12px; --font-size-title: 1.5rem; color: black; }
    @media (max-width: 640px) { :root { --space: 12px; } }
    .card { --not-a-token: 1px; }`;
  document.head.append(style);
});
afterEach(async () => {
  style.remove();
  await resetWorld();
});

const names = (testId: string) => within(screen.getByTestId(testId)).getAllByRole('listitem').map((li) => li.querySelector('code')?.textContent);

describe('the style guide', () => {
  it('lists the theme’s tokens from the page’s :root rules, grouped, each with its value', () => {
    renderSignedIn(<StyleGuideScreen />, userData());
    expect(screen.getByRole('heading', { level: 1, name: 'Style guide' })).toBeTruthy();
    expect(screen.getByText(/in English, left to right\.$/)).toBeTruthy();
    expect(names('style-guide-colours')).toEqual(['--color-accent']);
    expect(names('style-guide-type')).toEqual(['--font-size-title']);
    expect(names('style-guide-sizes')).toEqual(['--radius', '--space']);
    expect(screen.getByText('#4f46e5')).toBeTruthy();
  });

  it('shows the components with sample content, the post card out of reach of any action', async () => {
    renderSignedIn(<StyleGuideScreen />, userData());
    for (const label of ['Button', 'Quiet', 'Danger', 'Small']) expect(screen.getByRole('button', { name: label })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Disabled' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Display name') as HTMLInputElement).value).toBe('Mia Rossi');
    const post = screen.getByTestId('style-guide-post');
    expect(post.hasAttribute('inert')).toBe(true);
    expect(within(post).getByText('Rehearsal tonight at eight. Bring your lyrics and a friend!')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong...');
    expect(screen.getByText('Your changes are saved.')).toBeTruthy();
  });

  it('opens a dialog from its trigger and closes it', async () => {
    const user = userEvent.setup();
    renderSignedIn(<StyleGuideScreen />, userData());
    await user.click(screen.getByRole('button', { name: 'Open a dialog' }));
    const dialog = screen.getByRole('dialog', { name: 'A dialog' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('groupTokens', () => {
  it('orders type sizes from the largest', () => {
    const sizes = [
      { name: '--font-size-body', value: '1rem' },
      { name: '--font-size-tiny', value: '0.75rem' },
      { name: '--font-size-title', value: '1.5rem' },
      { name: '--font-size-caption', value: '13px' },
    ];
    expect(groupTokens(sizes, () => false).type.map((t) => t.name)).toEqual(['--font-size-title', '--font-size-body', '--font-size-caption', '--font-size-tiny']);
  });

  it('takes type sizes by name, colours by value, and the rest as sizes', () => {
    const groups = groupTokens(
      [
        { name: '--wall-background', value: 'rgb(0, 0, 0)' },
        { name: '--font-size-body', value: '1rem' },
        { name: '--shadow', value: '0 1px 2px rgb(17 24 39 / 6%)' },
        { name: '--color-text', value: '#111827' },
      ],
      isColourValue,
    );
    expect(groups).toEqual({
      colours: [{ name: '--wall-background', value: 'rgb(0, 0, 0)' }, { name: '--color-text', value: '#111827' }],
      type: [{ name: '--font-size-body', value: '1rem' }],
      sizes: [{ name: '--shadow', value: '0 1px 2px rgb(17 24 39 / 6%)' }],
    });
  });
});
