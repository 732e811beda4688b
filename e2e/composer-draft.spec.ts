// Journey: what a member half-wrote survives a reload (text and poll options on a wall, a comment on a post) and is
// gone once sent.
import { expect, test, type Page } from '@playwright/test';
import { signInThroughUi } from './helpers';

/** The draft the engine holds for a context (settled: the debounced save has landed in the mirror). */
const storedDraftText = (page: Page, context: unknown) =>
  page.evaluate(async (c) => (window.__engine ? ((await window.__engine.drafts.load(c as never))?.text ?? null) : 'no engine'), context);

test('a wall draft with poll options and a comment draft survive a reload; sending clears them', async ({ page }) => {
  await page.goto('/');
  await signInThroughUi(page);
  await page.goto('/groups/welcome');
  const composer = page.getByTestId('post-composer');
  const text = composer.getByLabel('Write a post');
  await expect(text).toBeEnabled();
  const body = `Which song first? ${Date.now()}`;
  await text.fill(body);
  await composer.getByRole('button', { name: 'Poll', exact: true }).click();
  await composer.getByLabel('Option 1', { exact: true }).fill('Harbour Lights');
  await composer.getByLabel('Option 2', { exact: true }).fill('Pier Song');
  await expect.poll(() => storedDraftText(page, { type: 'post', wall_key: 'welcome' })).toBe(body);

  await page.reload();
  await expect(text).toHaveValue(body);
  await expect(composer.getByLabel('Option 1', { exact: true })).toHaveValue('Harbour Lights');
  await expect(composer.getByLabel('Option 2', { exact: true })).toHaveValue('Pier Song');

  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(text).toHaveValue('');
  await expect(page.getByTestId('post').filter({ hasText: body })).toBeVisible();
  await expect.poll(() => storedDraftText(page, { type: 'post', wall_key: 'welcome' })).toBeNull();
  await page.reload();
  await expect(text).toBeEnabled();
  await expect(text).toHaveValue('');
  await expect(composer.getByTestId('poll-editor')).toHaveCount(0);

  // A comment draft on the post just made.
  await page.getByTestId('post').filter({ hasText: body }).getByRole('link', { name: 'View post' }).click();
  const comment = page.getByTestId('comment-composer').getByLabel('Write a comment');
  await expect(comment).toBeEnabled();
  await comment.fill('Harbour Lights, surely');
  const postUid = `p${/\/posts\/(\d+)/.exec(page.url())![1]}`;
  await expect.poll(() => storedDraftText(page, { type: 'comment', post_uid: postUid })).toBe('Harbour Lights, surely');
  await page.reload();
  await expect(comment).toHaveValue('Harbour Lights, surely');
  await page.getByTestId('comment-composer').getByRole('button', { name: 'Comment' }).click();
  await expect(comment).toHaveValue('');
  await expect.poll(() => storedDraftText(page, { type: 'comment', post_uid: postUid })).toBeNull();
});
