// Journey: like and unlike offline, close the app, come back online: the server ends exactly where the member left it.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { reopenOnlineSettled } from './device-state';
import { apiSignIn, signInThroughUi, waitForServiceWorkerControl } from './helpers';

type Session = Awaited<ReturnType<typeof apiSignIn>>;

async function serverLike(request: APIRequestContext, session: Session, postId: number): Promise<{ count: number; liked: boolean }> {
  const post = await request.get(`/api/v2/posts/${postId}`, { headers: session.headers });
  const mine = await request.get(`/api/v2/account/likes?likeable_type=Post&likeable_ids=${postId}`, { headers: session.headers });
  const count = ((await post.json()) as { post: { likes_count: number } }).post.likes_count;
  return { count, liked: ((await mine.json()) as { likes: unknown[] }).likes.length === 1 };
}

test('likes made offline reach the server exactly once, in order, after the app was closed', async ({ browser, request }) => {
  const context = await browser.newContext();
  let page = await context.newPage();
  await page.goto('/');
  await signInThroughUi(page);
  await page.goto('/groups/welcome');
  await waitForServiceWorkerControl(page);
  const cards = page.getByTestId('post');
  await expect(cards).toHaveCount(15);

  // Two posts the member does not like yet, by the server's word.
  const session = await apiSignIn(request);
  const ids: number[] = [];
  for (const href of await page.getByRole('link', { name: 'View post' }).evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    const id = Number(/\/posts\/(\d+)/.exec(href ?? '')?.[1]);
    if (!(await serverLike(request, session, id)).liked) ids.push(id);
    if (ids.length === 2) break;
  }
  const [first, second] = ids as [number, number];
  const before = { first: await serverLike(request, session, first), second: await serverLike(request, session, second) };
  const buttonOf = (id: number) => page.getByTestId('post').filter({ has: page.locator(`a[href="/posts/${id}"]`) }).getByTestId('like-button');
  await expect(buttonOf(first)).toHaveAttribute('aria-pressed', 'false');

  await context.setOffline(true);
  await buttonOf(first).click();
  await expect(buttonOf(first)).toHaveAttribute('aria-pressed', 'true');
  await expect(buttonOf(first)).toHaveAttribute('data-count', String(before.first.count + 1));
  await buttonOf(second).click();
  await expect(buttonOf(second)).toHaveAttribute('aria-pressed', 'true');
  await buttonOf(second).click(); // changed their mind: nothing of it should reach the server as a like
  await expect(buttonOf(second)).toHaveAttribute('aria-pressed', 'false');
  await expect(buttonOf(second)).toHaveAttribute('data-count', String(before.second.count));

  // Survives a reload offline, from the device alone.
  await page.reload();
  await expect(buttonOf(first)).toHaveAttribute('aria-pressed', 'true');

  // Settled when nothing is left to send: the engine's outbox and the service worker's queue are both empty.
  // (The second post's state equals the start before its like and unlike are sent too, so it cannot be waited on.)
  page = await reopenOnlineSettled(context, page, '/groups/welcome');
  expect(await serverLike(request, session, first)).toEqual({ count: before.first.count + 1, liked: true });
  expect(await serverLike(request, session, second)).toEqual(before.second);
  await expect(buttonOf(first)).toHaveAttribute('aria-pressed', 'true');
  await expect(buttonOf(first)).toHaveAttribute('data-count', String(before.first.count + 1));
  await context.close();
});
