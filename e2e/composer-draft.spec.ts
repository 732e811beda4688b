// Journey: what a member half-wrote survives a reload (text and poll options on a wall, a comment on a post, a reply,
// an edit) and is gone once sent or cancelled.
import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, signInThroughUi } from './helpers';

/** The whole draft the engine holds for a context, as JSON (its poll options included). */
const storedDraftJson = (page: Page, context: unknown) =>
  page.evaluate(async (c) => JSON.stringify(window.__engine ? ((await window.__engine.drafts.load(c as never)) ?? null) : null), context);

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
  // The options are saved by the same debounce after the text: the reload waits for the last one typed too.
  await expect.poll(() => storedDraftJson(page, { type: 'post', wall_key: 'welcome' })).toContain('Pier Song');

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

test('a half-made edit and a half-written reply reopen after a reload; saving, sending and cancelling forget them', async ({ page, request }) => {
  const session = await apiSignIn(request);
  const stamp = Date.now().toString(36);
  const created = await request.post('/api/v2/walls/welcome/posts', { headers: session.headers, data: { body: `Set list ${stamp}` } });
  const postId = ((await created.json()) as { post: { id: number } }).post.id;
  const commented = await request.post(`/api/v2/posts/${postId}/comments`, { headers: session.headers, data: { body: `Open with the sea shanty ${stamp}` } });
  const commentId = ((await commented.json()) as { comment: { id: number } }).comment.id;
  const editContext = { type: 'edit-post', post_uid: `p${postId}` };
  const replyContext = { type: 'comment', post_uid: `p${postId}`, parent_id: commentId };

  await page.goto('/');
  await signInThroughUi(page);
  await page.goto(`/posts/${postId}`);
  const post = page.getByTestId('post');
  await expect(post).toContainText(`Set list ${stamp}`);
  await post.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByLabel('Edit your post');
  await edit.fill(`Set list, second draft ${stamp}`);
  await page.getByTestId('comment').filter({ hasText: 'sea shanty' }).locator('..').getByRole('button', { name: 'Reply' }).click();
  const reply = page.getByTestId('reply-composer').getByLabel(/^Reply to /);
  await reply.fill('And close with it too');
  await expect.poll(() => storedDraftText(page, editContext)).toBe(`Set list, second draft ${stamp}`);
  await expect.poll(() => storedDraftText(page, replyContext)).toBe('And close with it too');

  await page.reload();
  await expect(edit).toHaveValue(`Set list, second draft ${stamp}`);
  await expect(reply).toHaveValue('And close with it too');

  await page.getByTestId('edit-form').getByRole('button', { name: 'Save' }).click();
  await expect(post).toContainText(`Set list, second draft ${stamp}`);
  await page.getByTestId('reply-composer').getByRole('button', { name: 'Reply' }).click();
  await expect(page.getByTestId('replies')).toContainText('And close with it too');
  await expect(page.getByTestId('reply-composer')).toHaveCount(0);
  await expect.poll(() => storedDraftText(page, editContext)).toBeNull();
  await expect.poll(() => storedDraftText(page, replyContext)).toBeNull();

  // An edit given up with Cancel is forgotten too: after a reload the post shows, not the form.
  await post.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await edit.fill(`Never mind ${stamp}`);
  await expect.poll(() => storedDraftText(page, editContext)).toBe(`Never mind ${stamp}`);
  await page.getByTestId('edit-form').getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => storedDraftText(page, editContext)).toBeNull();
  await page.reload();
  await expect(post).toContainText(`Set list, second draft ${stamp}`);
  await expect(post.getByRole('button', { name: 'Post options' })).toBeVisible();
  await expect(page.getByTestId('edit-form')).toHaveCount(0);
  await expect(page.getByTestId('reply-composer')).toHaveCount(0);

  // A reply given up with Cancel closes its box and stays closed after a reload.
  await page.getByTestId('comment').filter({ hasText: 'sea shanty' }).locator('..').getByRole('button', { name: 'Reply' }).click();
  await reply.fill('On second thoughts');
  await expect.poll(() => storedDraftText(page, replyContext)).toBe('On second thoughts');
  await page.getByTestId('reply-composer').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('reply-composer')).toHaveCount(0);
  await expect.poll(() => storedDraftText(page, replyContext)).toBeNull();
  await page.reload();
  await expect(post).toContainText(`Set list, second draft ${stamp}`);
  await expect(page.getByTestId('reply-composer')).toHaveCount(0);
});
