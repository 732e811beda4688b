// Journey: the injection payloads as chat messages, a group chat's name and its author's name show as text in the inbox and the chat, and none runs.
import { expect, test } from '@playwright/test';
import { createSettledMember, newAccount } from './account-steps';
import { apiSignIn, openWall } from './helpers';
import { nothingRan, payloads } from './xss-payloads';

test('injection payloads in messages, a chat name and an author name show as text and run nothing', async ({ browser, request }) => {
  const who = { ...newAccount('xss-chat'), displayName: '<img src=x onerror="window.__xss=1">' };
  const headers = await createSettledMember(request, who);
  const me = await apiSignIn(request);
  const name = payloads[5]!;
  const created = await request.post('/api/v2/chats', { headers, data: { user_ids: [me.user_id], name } });
  expect(created.status()).toBe(201);
  const chatId = ((await created.json()) as { chat: { id: number } }).chat.id;
  for (const p of payloads) expect((await request.post(`/api/v2/chats/${chatId}/messages`, { headers, data: { body: p } })).status(), p).toBe(201);

  const { context, page } = await openWall(browser);
  page.on('dialog', (d) => {
    throw new Error(`a payload opened a dialog: ${d.message()}`);
  });
  await page.goto('/messages');
  await expect(page.getByTestId('chat-row').filter({ hasText: name })).toBeVisible();
  await nothingRan(page);
  await page.getByTestId('chat-row').filter({ hasText: name }).click();
  await expect(page.getByTestId('chat-heading')).toHaveText(name);
  // The newest page holds the last payloads; each is its own text, the author's name too.
  const shown = page.getByTestId('messages');
  for (const p of payloads.slice(-10)) await expect(shown.getByText(p, { exact: true })).toBeVisible();
  await expect(shown.getByText(who.displayName).first()).toBeVisible();
  await nothingRan(page);
  await context.close();
});
