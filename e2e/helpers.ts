// Shared steps of the journeys: signing in through the UI and asking the real server what it holds.
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';

export const MEMBER = { email: 'member@example.com', password: process.env.DEMO_PASSWORD ?? 'e2e-demo-password' };

export async function signInThroughUi(page: Page, who = MEMBER): Promise<void> {
  await page.getByLabel(/email/i).fill(who.email);
  await page.getByLabel(/password/i).fill(who.password);
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  // Settled: off the login screens and past root's redirect to the home page.
  await expect(page).not.toHaveURL(/\/login|:\d+\/$/);
}

/** Waits until a service worker controls the page, reloading once if the first load was uncontrolled. */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const controlled = await page.evaluate(() => Boolean(navigator.serviceWorker.controller));
  if (!controlled) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

export interface ApiSession {
  headers: Record<string, string>;
}

/** A session as apiSignIn answers it: with the member's id. */
export type SignedIn = ApiSession & { user_id: number };

export async function apiSignIn(request: APIRequestContext, who = MEMBER): Promise<SignedIn> {
  const res = await request.post('/api/v1/sessions', { data: { email: who.email, password: who.password } });
  expect(res.status()).toBe(201);
  const s = (await res.json()) as { secret_id: string; secret: string; user_id: number };
  return { headers: { 'X-Secret-Id': s.secret_id, 'X-Secret': s.secret }, user_id: s.user_id };
}

/** Every post body of a wall, walking all its pages. */
export async function wallBodies(request: APIRequestContext, session: ApiSession, key: string): Promise<string[]> {
  const bodies: string[] = [];
  let cursor: string | null = null;
  do {
    const url: string = `/api/v2/walls/${key}/recent_posts?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await request.get(url, { headers: session.headers });
    expect(res.status()).toBe(200);
    const page = (await res.json()) as { posts: { body: string }[]; meta: { next: string | null } };
    bodies.push(...page.posts.map((p) => p.body));
    cursor = page.meta.next;
  } while (cursor);
  return bodies;
}

/** Every top-level comment of a post, oldest first, following the pages (GET /api/v2/posts/{id} shows only the first). */
export async function commentBodies(request: APIRequestContext, session: ApiSession, postId: number): Promise<string[]> {
  const bodies: string[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const query: string = cursor ? `?limit=100&cursor=${encodeURIComponent(cursor)}` : '?limit=100';
    const res = await request.get(`/api/v2/posts/${postId}/comments${query}`, { headers: session.headers });
    expect(res.status()).toBe(200);
    const data = (await res.json()) as { comments: { body: string }[]; meta: { next: string | null } };
    bodies.push(...data.comments.map((c) => c.body));
    cursor = data.meta.next;
  }
  return bodies;
}

/** Signed in as the demo member on the welcome wall under the service worker, composer ready. */
export async function openWall(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await signInThroughUi(page);
  await page.goto('/groups/welcome');
  await waitForServiceWorkerControl(page);
  await expect(page.getByTestId('post').first()).toBeVisible();
  await expect(page.getByLabel('Write a post')).toBeEnabled();
  return { context, page };
}
