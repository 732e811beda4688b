// Journey: a video kept in an offline pack plays and seeks with no network after the app is closed and reopened; removed, it is gone from the device.
import { expect, test } from '@playwright/test';
import { openWall, waitForServiceWorkerControl } from './helpers';
import { packRow, playAndSeek } from './offline-pack-steps';
import { makeWebmClip } from './video-clip';

test('a video in an offline pack plays and seeks from the device, answered by range, until the pack is removed', async ({ browser }) => {
  const { context, page } = await openWall(browser);
  const clip = await makeWebmClip(page, 4);
  const text = `Offline clip ${Date.now()}`;
  await page.getByLabel('Write a post').fill(text);
  await page.getByLabel('Add a photo, video or document').setInputFiles({ name: 'harbour.webm', mimeType: 'video/webm', buffer: clip });
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const card = page.locator('article[data-testid="post"]', { hasText: text });
  await expect(card).not.toHaveAttribute('data-status', /.*/, { timeout: 30_000 });
  const src = (await card.getByTestId('post-media').locator('video').getAttribute('src'))!;
  expect(src).toMatch(/^\/uploads\/[\w-]+\.webm$/);

  // Kept on the device: the pack's row says complete, with the file's size and type.
  await page.evaluate((url) => window.__engine!.offline.keepPack('journey:video', [{ url }]), src);
  await expect.poll(async () => (await packRow(page, 'journey:video'))?.state, { timeout: 30_000 }).toBe('complete');
  const row = (await packRow(page, 'journey:video'))!;
  expect(row.files).toEqual([expect.objectContaining({ size: clip.length, complete: true, content_type: 'video/webm' })]);

  // No network, the app closed and opened again.
  await context.setOffline(true);
  await page.close();
  const again = await context.newPage();
  await again.goto('/groups/welcome');
  await waitForServiceWorkerControl(again);
  const video = `article[data-testid="post"]:has-text("${text}") video`;
  await expect(again.locator(video)).toBeVisible();
  const report = await playAndSeek(again, video, 3);
  expect(report.duration).toBeCloseTo(4, 1);
  expect(report.played).toBeGreaterThan(0.3);
  expect(report.sought).toBeCloseTo(3, 1);
  expect(report.readyState).toBeGreaterThanOrEqual(3);

  // Byte ranges as a server answers them, from the device.
  const ranged = await again.evaluate(async (url) => {
    const res = await fetch(url, { headers: { Range: 'bytes=100-199' } });
    return { status: res.status, range: res.headers.get('Content-Range'), length: (await res.arrayBuffer()).byteLength };
  }, src);
  expect(ranged).toEqual({ status: 206, range: `bytes 100-199/${clip.length}`, length: 100 });

  // Removed: the file is no longer on the device.
  await again.evaluate(() => window.__engine!.offline.removePack('journey:video'));
  expect((await packRow(again, 'journey:video'))!.state).toBe('removed');
  const gone = await again.evaluate(async (url) => fetch(url, { cache: 'no-store' }).then((r) => r.status, () => 'network error'), src);
  expect(gone).toBe('network error');
  await context.close();
});
