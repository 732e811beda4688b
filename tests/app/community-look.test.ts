// @vitest-environment jsdom
// The community's look on the page (src/app/community-look.ts, src/lib/palette-properties.ts): the palette's custom properties
// with their opacity variants, the theme colour, the home-screen icon and the description, following the configuration.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PALETTE, type Palette } from '../../schema/color-contrast';
import { applyCommunityLook } from '../../src/app/community-look';
import { paletteProperties } from '../../src/lib/palette-properties';

const night = { background: '#101828', tint: '#F5B700', text: '#ffffff', detail: '#c0c8d4' };
const palette: Palette = { ...DEFAULT_PALETTE, topBar: night };

describe('paletteProperties', () => {
  it('names each place and colour, lower-cased, with its 5, 10, 20 and 50 % variants', () => {
    const props = paletteProperties(palette);
    expect(props['--top-bar-background']).toBe('#101828');
    expect(props['--top-bar-tint']).toBe('#f5b700');
    expect(props['--top-bar-tint-10']).toBe('rgb(245 183 0 / 10%)');
    expect(props['--post-detail-20']).toBe('rgb(110 119 129 / 20%)');
    expect(props['--wall-text-50']).toBe('rgb(0 0 0 / 50%)');
    expect(Object.keys(props)).toHaveLength(3 * (4 * 5 + 1));
  });

  it("gives each place a link colour: its tint where that reads as text (4.5:1), else its text", () => {
    expect(paletteProperties(null)['--post-link']).toBe('#1f6feb');
    // 3.03:1 on white: a tint for controls, not for words.
    const props = paletteProperties({ ...palette, post: { ...DEFAULT_PALETTE.post, tint: '#949494', text: '#1c1917' } });
    expect(props['--post-link']).toBe('#1c1917');
    expect(props['--top-bar-link']).toBe('#f5b700');
  });

  it('keeps the default where the configuration has no palette, or a colour that is not #rgb or #rrggbb', () => {
    expect(paletteProperties(null)).toEqual(paletteProperties(DEFAULT_PALETTE));
    const odd = paletteProperties({ ...palette, wall: { ...DEFAULT_PALETTE.wall, background: 'url(x)' } });
    expect(odd['--wall-background']).toBe('#ffffff');
    expect(odd['--top-bar-background']).toBe('#101828');
  });

  it("says what src/theme/palette.css says before the page sets anything (docs/product.md 3's white background, black text)", () => {
    const css = readFileSync(path.resolve(import.meta.dirname, '../../src/theme/palette.css'), 'utf8');
    const declared = Object.fromEntries([...css.matchAll(/(--[\w-]+):\s*(#[0-9a-f]+);/gi)].map((m) => [m[1], m[2]]));
    const bases = Object.fromEntries(Object.entries(paletteProperties(null)).filter(([name]) => !/-\d+$/.test(name)));
    expect(declared).toEqual(bases);
  });
});

describe('applyCommunityLook', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<meta name="theme-color" content="#ffffff"><meta name="description" content="x"><link rel="icon" href="/icons/icon.svg" type="image/svg+xml"><link rel="apple-touch-icon" href="/icons/icon-192.png">';
    document.documentElement.removeAttribute('style');
  });
  const meta = (name: string) => document.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
  const touchIcon = () => document.head.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href');
  const property = (name: string) => document.documentElement.style.getPropertyValue(name);

  it('sets the palette on the document, the theme colour from the top bar, the 120x120 icon and the description with the introduction', () => {
    applyCommunityLook(document, { colors: palette, app_icons: { '512x512': '/uploads/a.png', '120x120': '/uploads/b.png' }, registration_intro: 'Come aboard.' });
    expect(property('--top-bar-background')).toBe('#101828');
    expect(property('--top-bar-text-5')).toBe('rgb(255 255 255 / 5%)');
    expect(meta('theme-color')).toBe('#101828');
    expect(touchIcon()).toBe('/uploads/b.png');
    expect(meta('description')).toBe('Your community: groups, posts and conversations, online and offline. Come aboard.');
  });

  it('follows a change, and goes back to the defaults without a configuration; makes the tags a page lacks', () => {
    applyCommunityLook(document, { colors: palette, app_icons: { large: '/uploads/first.png' }, registration_intro: '' });
    expect(touchIcon()).toBe('/uploads/first.png');
    applyCommunityLook(document, { colors: DEFAULT_PALETTE, app_icons: {}, registration_intro: '' });
    expect(property('--top-bar-background')).toBe('#ffffff');
    expect(touchIcon()).toBe('/icons/icon-192.png');
    document.head.innerHTML = '';
    applyCommunityLook(document, null);
    expect(meta('theme-color')).toBe('#ffffff');
    expect(meta('description')).toBe('Your community: groups, posts and conversations, online and offline.');
    expect(touchIcon()).toBe('/icons/icon-192.png');
  });

  const link = (rel: string) => document.head.querySelector(`link[rel="${rel}"]`);

  it("points the favicon at url_icons' 32x32 with its type, else the app icon, else the build's; sets the startup image while there is one", () => {
    applyCommunityLook(document, { colors: palette, app_icons: { '120x120': '/uploads/a.png' }, registration_intro: '', url_icons: { '16x16': '/uploads/f16.png', '32x32': '/uploads/f32.ico' }, launch_screen_image: '/uploads/splash.png' });
    expect(link('icon')?.getAttribute('href')).toBe('/uploads/f32.ico');
    expect(link('icon')?.getAttribute('type')).toBe('image/x-icon');
    expect(link('apple-touch-startup-image')?.getAttribute('href')).toBe('/uploads/splash.png');
    // An address whose type the extension does not tell: no type, rather than the build's svg one, which would make the browser skip it.
    applyCommunityLook(document, { colors: palette, app_icons: { '120x120': '/uploads/logo' }, registration_intro: '', url_icons: {}, launch_screen_image: 'javascript:alert(1)' });
    expect(link('icon')?.getAttribute('href')).toBe('/uploads/logo');
    expect(link('icon')?.hasAttribute('type')).toBe(false);
    expect(link('apple-touch-startup-image')).toBeNull();
    applyCommunityLook(document, null);
    expect(link('icon')?.getAttribute('href')).toBe('/icons/icon.svg');
    expect(link('icon')?.getAttribute('type')).toBe('image/svg+xml');
    expect(document.head.querySelectorAll('link[rel="icon"]')).toHaveLength(1);
  });
});
