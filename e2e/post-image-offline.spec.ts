// Journey: a post with a picture written offline waits on the device with its preview, then lands once with its image.
import { expect, test } from '@playwright/test';
import { makePng } from '../tests/fixtures/media-files';
import { seriousViolations } from './axe';
import { apiSignIn, openWall } from './helpers';
import { deviceState } from './media-steps';

test('a post with an image made offline is sent with its image, once, when the network returns', async ({ browser, request }) => {
  const { context, page } = await openWall(browser);
  const text = `Offline picture ${Date.now()}`;
  const png = await makePng(1200, 800, '#2a9d8f');

  await context.setOffline(true);
  await page.getByLabel('Write a post').fill(text);
  await page.getByLabel('Add a photo, video or document').setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('attachment')).toHaveCount(1);
  await expect(page.getByTestId('attachment').getByRole('img')).toHaveJSProperty('complete', true);
  await page.getByRole('button', { name: 'Post', exact: true }).click();

  // Pending, shown from the device: the picture itself and its upload not started.
  const card = page.locator('article[data-testid="post"]', { hasText: text });
  await expect(card).toHaveAttribute('data-status', 'pending');
  await expect(card.getByTestId('media-preview')).toHaveAttribute('src', /^blob:/);
  await expect(card.getByTestId('upload-progress')).toHaveAttribute('data-offset', '0');
  expect((await deviceState(page)).outbox.map((e) => e.kind)).toEqual(['media.upload', 'post.create']);
  // The member wrote one thing: the top bar says so, not one per file.
  await expect(page.getByTestId('connectivity')).toHaveAttribute('data-pending', '1');
  await expect(page.getByTestId('connectivity')).toContainText('1 waiting to send');
  expect(await seriousViolations(page)).toEqual([]);

  await context.setOffline(false);
  await expect(card).not.toHaveAttribute('data-status', /.*/, { timeout: 30_000 });
  const image = card.getByTestId('post-media').getByRole('img');
  await expect(image).toHaveAttribute('src', /^\/uploads\/[\w-]+-small\.png$/);
  await expect(image).toHaveAttribute('width', '1200');
  // Loaded from one of the server's size variants (the browser picks by the space it has).
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && new URL(img.currentSrc).pathname)).toMatch(/^\/uploads\/[\w-]+-(small|large)\.png$/);
  expect(await deviceState(page)).toEqual({ uploads: [], outbox: [] });
  expect(await seriousViolations(page)).toEqual([]);

  // The server holds the post exactly once, with its image.
  const session = await apiSignIn(request);
  const res = await request.get('/api/v2/walls/welcome/recent_posts?limit=100', { headers: session.headers });
  const posts = ((await res.json()) as { posts: { body: string; media: { media_type: string; width: number; file_name: string }[] }[] }).posts;
  const mine = posts.filter((p) => p.body === text);
  expect(mine).toHaveLength(1);
  expect(mine[0]!.media).toEqual([expect.objectContaining({ media_type: 'image', width: 1200, file_name: 'harbour.png' })]);
  await context.close();
});
