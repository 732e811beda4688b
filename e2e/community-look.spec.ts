// Journey: a member's app is open; a host changes the palette through the API and the top bar, page and posts take it
// without a reload; an unreadable palette is refused with its ratio; the manifest names and colours the community.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSignIn, MEMBER, signInThroughUi, waitForServiceWorkerControl, type ApiSession } from './helpers';
import { eventHeard, watchLongPolls } from './realtime-steps';

const ADMIN = { email: 'admin@example.com', password: MEMBER.password };
const night = { background: '#101828', tint: '#f5b700', text: '#ffffff', detail: '#c0c8d4' };
const sand = { background: '#fdf6e3', tint: '#b35900', text: '#1c1917', detail: '#57534e' };
const NIGHT_RGB = 'rgb(16, 24, 40)';

async function configuration(request: APIRequestContext) {
  return ((await (await request.get('/api/v1/configuration')).json()) as { configuration: Record<string, unknown> }).configuration;
}

async function patch(request: APIRequestContext, host: ApiSession, body: unknown) {
  return request.patch('/api/v1/configuration', { headers: host.headers, data: body });
}

test("a host's new palette reaches an open app without a reload; an unreadable one is refused with its ratio", async ({ browser, request }, testInfo) => {
  const host = await apiSignIn(request, ADMIN);
  const before = await configuration(request);
  const context = await browser.newContext();
  const page = await context.newPage();
  const subscriptions = watchLongPolls(page);
  try {
    await page.goto('/');
    await signInThroughUi(page);
    await page.goto('/groups/welcome');
    await waitForServiceWorkerControl(page);
    const topBar = page.locator('header.top-bar');
    const post = page.getByTestId('post').first();
    await expect(post).toBeVisible();
    await expect(topBar).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await subscriptions.since(0);
    let reloads = 0;
    page.on('load', () => reloads++);

    // Refused first: the contrast is named with its ratio, and nothing changes on the open app.
    const unreadable = await patch(request, host, { colors: { topBar: { ...night, text: '#1d2939' }, wall: sand, post: sand } });
    expect(unreadable.status()).toBe(422);
    expect(((await unreadable.json()) as { errors: string[] }).errors).toEqual([
      'The contrast of colors.topBar.text on colors.topBar.background is 1.20:1; it needs at least 4.5:1.',
    ]);

    const heard = eventHeard(page);
    const changed = await patch(request, host, { colors: { topBar: night, wall: sand, post: sand } });
    expect(changed.status()).toBe(200);
    await heard;
    await expect(topBar).toHaveCSS('background-color', NIGHT_RGB);
    await expect(page.locator('.top-bar__brand')).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(253, 246, 227)');
    await expect(post).toHaveCSS('background-color', 'rgb(253, 246, 227)');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', night.background);
    expect(reloads).toBe(0);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`community-look-${width}.png`) });
    }
  } finally {
    // The journeys share one server: the community goes back to how it looked.
    expect((await patch(request, host, { colors: before.colors })).status()).toBe(200);
    await context.close();
  }
});

test('the web app manifest carries the community as configured: its name, icons, colours and a fixed id', async ({ request }) => {
  const host = await apiSignIn(request, ADMIN);
  const before = await configuration(request);
  try {
    const changed = await patch(request, host, { app_icons: { '512x512': '/icons/icon-512.png', '120x120': '/icons/icon-192.png' }, colors: { topBar: night, wall: sand, post: sand } });
    expect(changed.status()).toBe(200);
    const res = await request.get('/manifest.webmanifest');
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('no-cache');
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    expect(await res.json()).toMatchObject({
      id: '/',
      name: before.artist_long_name,
      short_name: before.app_name,
      display: 'standalone',
      start_url: '/',
      theme_color: night.background,
      background_color: sand.background,
      icons: [
        { src: '/icons/icon-192.png', sizes: '120x120', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      ],
    });
  } finally {
    expect((await patch(request, host, { app_icons: before.app_icons, colors: before.colors })).status()).toBe(200);
  }
});
