// Journey: link previews of pages whose title, description and site name are script-injection payloads show
// them as text on the wall and the post screen, and none of them runs in Chromium.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { createSettledMember, newAccount } from './account-steps';
import { openWall } from './helpers';
import { nothingRan, payloads } from './xss-payloads';

/** What an HTML attribute value must escape so the page's parser reads the payload back exactly. */
const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Three payloads per page: its title, description and site name. */
const pages = Array.from({ length: Math.ceil(payloads.length / 3) }, (_, i) => ({
  title: payloads[i * 3]!,
  description: payloads[i * 3 + 1] ?? payloads[0]!,
  site: payloads[i * 3 + 2] ?? payloads[1]!,
}));

test('payloads in the linked pages show as text in their previews and run nothing', async ({ browser, request }) => {
  // The linked site: a page per preview, each naming itself with payloads (served on loopback, which the e2e server may
  // preview: LINK_PREVIEW_ALLOW_LOOPBACK).
  const site = http.createServer((req, res) => {
    const page = pages[Number(/^\/p\/(\d+)$/.exec(req.url ?? '')?.[1] ?? -1)];
    if (!page) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><title>fallback</title>
      <meta property="og:title" content="${attr(page.title)}">
      <meta property="og:description" content="${attr(page.description)}">
      <meta property="og:site_name" content="${attr(page.site)}">
      </head><body><script>window.__xss=1</script></body></html>`);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const port = (site.address() as AddressInfo).port;
  try {
    const headers = await createSettledMember(request, newAccount('preview-xss'));
    const groups = (await (await request.get('/api/v2/groups', { headers })).json()) as { groups: { id: number; key: string }[] };
    const welcome = groups.groups.find((g) => g.key === 'welcome')!;
    expect((await request.post(`/api/v2/groups/${welcome.id}/membership`, { headers })).status()).toBe(200);
    const ids: number[] = [];
    for (const [i] of pages.entries()) {
      const res = await request.post('/api/v2/walls/welcome/posts', { headers, data: { body: `Preview ${i}: http://127.0.0.1:${port}/p/${i} ` } });
      expect(res.status()).toBe(201);
      ids.push(((await res.json()) as { post: { id: number } }).post.id);
    }
    // The server fetches each page in its own time; a member sees the preview once it is there.
    for (const id of ids) {
      await expect
        .poll(async () => ((await (await request.get(`/api/v2/posts/${id}`, { headers })).json()) as { post: { link_preview: unknown } }).post.link_preview, {
          timeout: 60_000,
        })
        .not.toBeNull();
    }

    const { context, page } = await openWall(browser);
    page.on('dialog', (d) => {
      throw new Error(`a payload opened a dialog: ${d.message()}`);
    });
    // The wall's newest posts carry their previews, the payloads shown as the text they are.
    const newest = pages.at(-1)!;
    const card = page.getByTestId('feed').getByTestId('link-preview').first();
    await expect(card).toContainText(newest.title);
    await expect(card).toContainText(newest.description);
    await nothingRan(page);
    // Every preview on its post's screen.
    for (const [i, p] of pages.entries()) {
      await page.goto(`/posts/${ids[i]}`);
      const preview = page.getByTestId('post-screen').getByTestId('link-preview');
      await expect(preview).toContainText(p.title);
      await expect(preview).toContainText(p.description);
      await expect(preview).toContainText(p.site);
      await nothingRan(page);
    }
    await context.close();
  } finally {
    site.close();
  }
});
