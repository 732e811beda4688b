// GET /manifest.webmanifest: the community as configured now (name, icons, colours, a fixed id), revalidated on every load, following a host's change at once.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ICONS, MANIFEST_ID } from '../../schema/branding';
import { defaultConfiguration } from '../../server/domains/configuration/configuration';
import { webManifestOf } from '../../server/domains/configuration/web-manifest';
import { withConfig } from './support/accounts';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

const night = { background: '#101828', tint: '#f5b700', text: '#ffffff', detail: '#c0c8d4' };
const plain = defaultConfiguration().colors.wall;

describe('the web app manifest, made from a configuration', () => {
  const config = { ...defaultConfiguration(), app_name: 'Harbour', artist_long_name: 'Harbour Lights', colors: { topBar: night, wall: plain, post: plain } };

  it('names the community, colours it as its top bar and wall, and keeps one id whatever the community is called', () => {
    expect(webManifestOf(config)).toMatchObject({
      id: MANIFEST_ID,
      name: 'Harbour Lights',
      short_name: 'Harbour',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#101828',
      background_color: '#ffffff',
    });
    expect(webManifestOf({ ...config, app_name: 'Other', artist_long_name: '' })).toMatchObject({ id: MANIFEST_ID, name: 'Other', short_name: 'Other' });
  });

  it('lists the app icons with the 120x120 first, else as given, and the default logo when there are none', () => {
    const icons = { '512x512': '/uploads/icon-512.png', '120x120': 'https://cdn.example.com/icon-120.webp?v=2', '180x180': '/uploads/icon-180.jpg' };
    expect(webManifestOf({ ...config, app_icons: icons }).icons).toEqual([
      { src: 'https://cdn.example.com/icon-120.webp?v=2', sizes: '120x120', type: 'image/webp' },
      { src: '/uploads/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/uploads/icon-180.jpg', sizes: '180x180', type: 'image/jpeg' },
    ]);
    expect(webManifestOf({ ...config, app_icons: { large: '/uploads/logo' } }).icons).toEqual([{ src: '/uploads/logo', sizes: 'any' }]);
    // What is not an address an icon may have is left out, so the default logo stands in.
    expect(webManifestOf({ ...config, app_icons: { '120x120': 'javascript:alert(1)' } }).icons).toEqual(DEFAULT_ICONS.map((i) => ({ ...i })));
    expect(webManifestOf({ ...config, app_icons: {} }).icons).toEqual(DEFAULT_ICONS.map((i) => ({ ...i })));
  });

  it('describes the community with the registration introduction after the default words', () => {
    expect(webManifestOf({ ...config, registration_intro: '  Demos and tour news.  ' }).description).toBe(
      'Your community: groups, posts and conversations, online and offline. Demos and tour news.',
    );
    expect(webManifestOf({ ...config, registration_intro: '' }).description).toBe('Your community: groups, posts and conversations, online and offline.');
  });
});

describe.each(drivers)('GET /manifest.webmanifest on %s', (driver) => {
  const ctx = useTestApp(driver);
  const get = (headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers });

  it('answers anyone the configured manifest, revalidated on every load: an unchanged one is a 304', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ id: MANIFEST_ID, name: 'Harbour Lights', short_name: 'Harbour Lights Community', display: 'standalone' });
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it("follows a host's change at once: new name, icons and colours, a new ETag", async () => {
    const before = await get();
    const session = await ctx.api.login('admin@example.com');
    const changed = await ctx.api.call('PATCH', '/api/v1/configuration', {
      session,
      body: { artist_long_name: 'Harbour Nights', app_icons: { '120x120': '/uploads/night-120.png' }, colors: { topBar: night, wall: night, post: plain } },
    });
    expect(changed.status).toBe(200);
    const after = await get({ 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({
      id: MANIFEST_ID,
      name: 'Harbour Nights',
      theme_color: '#101828',
      background_color: '#101828',
      icons: [{ src: '/uploads/night-120.png', sizes: '120x120', type: 'image/png' }],
    });
  });

  it('keeps a stored configuration with no icons on the default logo', async () => {
    await withConfig(ctx.testDb.db, { app_icons: {} }, async () => {
      expect((await get()).json().icons).toEqual(DEFAULT_ICONS.map((i) => ({ ...i })));
    });
  });
});
