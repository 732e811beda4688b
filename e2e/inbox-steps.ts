// Steps the inbox journeys share: chats another member starts by the API, their messages as the server holds them, a message typed in the open chat, a new chat opened on a phone.
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { apiSignIn, signInThroughUi, type ApiSession } from './helpers';

export const NOAH = { email: 'noah@example.com', password: process.env.DEMO_PASSWORD ?? 'e2e-demo-password' };
export const ADA = { email: 'admin@example.com', password: process.env.DEMO_PASSWORD ?? 'e2e-demo-password' };

/** A chat `starter` starts with these members (a group when named), as the server answers it. */
export async function startChat(request: APIRequestContext, starter: ApiSession, userIds: number[], name?: string): Promise<{ id: number }> {
  const res = await request.post('/api/v2/chats', { headers: starter.headers, data: { user_ids: userIds, ...(name ? { name } : {}) } });
  expect(res.status()).toBeLessThan(300);
  return ((await res.json()) as { chat: { id: number } }).chat;
}

/** The chat's messages as `reader` gets them from the server, oldest first. */
export async function serverMessages(request: APIRequestContext, reader: ApiSession, chatId: number): Promise<string[]> {
  const res = await request.get(`/api/v2/chats/${chatId}/messages?limit=100`, { headers: reader.headers });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { messages: { body: string }[] }).messages.map((m) => m.body).reverse();
}

/** Types a message in the open chat and sends it with Enter; it shows at once. */
export async function typeMessage(page: Page, text: string): Promise<void> {
  await page.getByTestId('message-input').fill(text);
  await page.getByTestId('message-input').press('Enter');
  await expect(page.getByTestId('message').filter({ hasText: text })).toBeVisible();
}

/** A new chat of the demo member with Noah, opened by the member signed in on a 390 px phone. */
export async function openNewChatOnPhone(browser: Browser, request: APIRequestContext): Promise<{ context: BrowserContext; page: Page }> {
  const member = await apiSignIn(request);
  const noah = await apiSignIn(request, NOAH);
  const chat = await startChat(request, member, [noah.user_id]);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/');
  await signInThroughUi(page);
  await page.goto(`/messages/${chat.id}`);
  return { context, page };
}
