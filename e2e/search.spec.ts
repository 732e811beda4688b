// Journey: search finds a post by a word of its body online (the server's full-text search) and offline (what
// the device holds, said plainly), and opens it.
import { expect, test } from '@playwright/test';
import { apiSignIn, openWall } from './helpers';

const NOAH = { email: 'noah@example.com', password: process.env.DEMO_PASSWORD ?? 'e2e-demo-password' };

test('search finds a post by a word of its body, online and offline', async ({ browser, request }, testInfo) => {
  // Digits after the letters: one token the English stemmer leaves alone, so the prefix below finds it whatever the
  // time (a base-36 stamp made words like 'quillwortmwwjly14', whose prefix 'quillwortmwwjly' is stemmed to '...jli').
  const word = `quillwort${Date.now()}`;
  const noah = await apiSignIn(request, NOAH);
  const res = await request.post('/api/v2/walls/welcome/posts', { headers: noah.headers, data: { body: `Found a ${word} by the harbour steps, sailing home` } });
  expect(res.status()).toBe(201);
  const postId = ((await res.json()) as { post: { id: number } }).post.id;

  const { context, page } = await openWall(browser);
  // The wall's first page brings the new post onto the device.
  await expect(page.getByTestId('feed').getByText(word)).toBeVisible();

  // Online: the server's search, by a word and by another form of a word ("sailed" finds "sailing").
  await page.getByRole('navigation').first().getByRole('link', { name: 'Search' }).click();
  const box = page.getByRole('searchbox');
  await box.fill(`${word.slice(0, -2)} sailed`);
  const result = page.getByTestId('search-post').filter({ hasText: word });
  await expect(result).toBeVisible();
  await expect(page.getByTestId('search-offline')).toHaveCount(0);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`search-online-${width}.png`), fullPage: true });
  }
  await result.click();
  await expect(page).toHaveURL(new RegExp(`/posts/${postId}$`));
  await expect(page.getByTestId('post-screen').getByText(word)).toBeVisible();

  // Offline: the device answers from what it holds, and says so.
  await context.setOffline(true);
  await page.goto(`/search?q=${word}`);
  await expect(page.getByTestId('search-offline')).toBeVisible();
  await expect(page.getByTestId('search-post').filter({ hasText: word })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('search-offline-1280.png'), fullPage: true });
  // A word nothing on the device holds: said plainly.
  await page.getByRole('searchbox').fill(`${word}zzz`);
  await expect(page.getByText(`Nothing found for “${word}zzz”.`)).toBeVisible();
  await context.close();
});
