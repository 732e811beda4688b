// The community's icons outside its screens (schema/branding.ts, docs/product.md 3): the largest for a link preview, the favicon from url_icons, the startup image, an image's type.
import { describe, expect, it } from 'vitest';
import { DEFAULT_FAVICON, DEFAULT_LARGE_ICON, faviconOf, imageTypeOf, largestIcon, launchScreenImageOf, pageTitle } from '../../schema/branding';

describe('largestIcon', () => {
  it('takes the largest size given, a key naming no size last, and the default logo at its largest when none is usable', () => {
    expect(largestIcon({ '120x120': '/a.png', '1024x1024': '/c.png', '512x512': '/b.png' })).toBe('/c.png');
    expect(largestIcon({ logo: '/any.svg', '64x64': '/small.png' })).toBe('/small.png');
    expect(largestIcon({ logo: '/any.svg' })).toBe('/any.svg');
    expect(largestIcon({ '2048x2048': 'javascript:alert(1)' })).toBe(DEFAULT_LARGE_ICON);
    expect(largestIcon(undefined)).toBe('/icons/icon-512.png');
  });
});

describe('faviconOf', () => {
  it("takes url_icons' 32x32, else its first; else the app icon (120x120 first); else the build's own", () => {
    expect(faviconOf({ '16x16': '/f16.png', '32x32': '/f32.png' }, { '120x120': '/a.png' })).toBe('/f32.png');
    expect(faviconOf({ '16x16': '/f16.png' }, { '120x120': '/a.png' })).toBe('/f16.png');
    expect(faviconOf({}, { '512x512': '/b.png', '120x120': '/a.png' })).toBe('/a.png');
    expect(faviconOf({ '32x32': 'data:image/png;base64,AA' }, {})).toBe(DEFAULT_FAVICON);
    expect(faviconOf(undefined, undefined)).toBe('/icons/icon.svg');
  });
});

describe('launchScreenImageOf and imageTypeOf', () => {
  it('keep only an address an image may have, and tell a type by the extension only', () => {
    expect(launchScreenImageOf('/uploads/splash.png')).toBe('/uploads/splash.png');
    expect(launchScreenImageOf('https://cdn.example.com/splash.jpg')).toBe('https://cdn.example.com/splash.jpg');
    for (const bad of [null, undefined, '', 'javascript:alert(1)', '//evil.example.com/x.png']) expect(launchScreenImageOf(bad)).toBeNull();
    expect(imageTypeOf('/favicon.ico')).toBe('image/x-icon');
    expect(imageTypeOf('https://cdn.example.com/i.SVG?v=2')).toBe('image/svg+xml');
    expect(imageTypeOf('/uploads/logo')).toBeUndefined();
  });
});

describe('pageTitle', () => {
  it('is shared by the page and the server: the name, a title with the suffix, powered-by unless white-label', () => {
    const config = { artist_long_name: 'Harbour Lights', app_name: 'Harbour', white_label: false };
    expect(pageTitle(config)).toBe('Harbour Lights - Powered by Community');
    expect(pageTitle({ ...config, white_label: true }, 'A post')).toBe('A post | Harbour Lights');
    expect(pageTitle({ ...config, artist_long_name: '' }, 'A post', false)).toBe('A post - Powered by Community');
  });
});
