// Journey: a video upload cut by the network in the middle resumes from the last acknowledged chunk and completes.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { UPLOAD_CHUNK_BYTES } from '../schema/media';
import { fakeMp4 } from '../tests/fixtures/media-files';
import { openWall } from './helpers';
import { deviceState, receipt } from './media-steps';

test('a cut video upload goes on from where the server acknowledged, sending nothing before the cut again', async ({ browser }) => {
  // 24 MB: 48 chunks, long enough on this machine to cut it in the middle.
  const size = 48 * UPLOAD_CHUNK_BYTES + 777;
  const video = path.resolve('.tmp/e2e-resume-clip.mp4');
  fs.mkdirSync(path.dirname(video), { recursive: true });
  fs.writeFileSync(video, fakeMp4(size));

  const { context, page } = await openWall(browser);
  const text = `Resumed clip ${Date.now()}`;
  await page.getByLabel('Write a post').fill(text);
  await page.getByLabel('Add a photo, video or document').setInputFiles(video);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const card = page.locator('article[data-testid="post"]', { hasText: text });
  const progress = card.getByTestId('upload-progress');

  // The bar moves; then the network goes.
  await page.waitForFunction(
    (t) => {
      const bar = [...document.querySelectorAll('article')].find((a) => a.textContent?.includes(t))?.querySelector<HTMLElement>('[data-testid="upload-progress"]');
      return Number(bar?.dataset.offset ?? 0) >= 2 * 512 * 1024;
    },
    text,
    { polling: 'raf' },
  );
  await context.setOffline(true);
  // Settled offline: the engine gave up sending for now (the entry is back to pending), its progress kept.
  await expect.poll(async () => (await deviceState(page)).outbox.map((e) => e.status)).toEqual(['pending', 'pending']);
  const [atCut] = (await deviceState(page)).uploads;
  expect(atCut!.offset).toBeGreaterThan(0);
  expect(atCut!.offset).toBeLessThan(size);
  expect(atCut!.offset % UPLOAD_CHUNK_BYTES).toBe(0);
  await expect(progress).toHaveAttribute('data-offset', String(atCut!.offset));
  await expect(card).toHaveAttribute('data-status', 'pending');

  await context.setOffline(false);
  await expect(card).not.toHaveAttribute('data-status', /.*/, { timeout: 60_000 });
  const player = card.getByTestId('post-media').locator('video');
  await expect(player).toHaveAttribute('src', /^\/uploads\/[\w-]+\.mp4$/);
  await expect(player).toHaveAttribute('preload', 'metadata');
  await expect(player).toHaveAttribute('controls', '');

  // What the server received: every chunk before the cut exactly once, every byte written once.
  const chunks = receipt(atCut!.upload_id!);
  const beforeCut = chunks.filter((c) => c.offset < atCut!.offset);
  expect(beforeCut.map((c) => c.offset)).toEqual(Array.from({ length: atCut!.offset / UPLOAD_CHUNK_BYTES }, (_, i) => i * UPLOAD_CHUNK_BYTES));
  expect(chunks.reduce((sum, c) => sum + c.written, 0)).toBe(size);
  expect(chunks.at(-1)!.offset + chunks.at(-1)!.length).toBe(size);
  // And the file is the one picked, byte for byte, served with ranges for seeking.
  const src = (await player.getAttribute('src'))!;
  const ranged = await page.request.get(src, { headers: { Range: 'bytes=0-15' } });
  expect(ranged.status()).toBe(206);
  expect(Buffer.from(await ranged.body()).equals(fakeMp4(16))).toBe(true);
  await context.close();
  fs.rmSync(video, { force: true });
});
