// Journey: Message on a member's profile opens their private chat (started offline here), and what is written in it reaches them once online.
import { expect, test } from '@playwright/test';
import { queuedReplays, unsentCount } from './device-state';
import { apiSignIn, openWall } from './helpers';
import { ADA, serverMessages, typeMessage } from './inbox-steps';

test("Message on a profile starts the member's private chat, offline too, and the message reaches them", async ({ browser, request }) => {
  const run = Date.now().toString(36);
  const ada = await apiSignIn(request, ADA);
  const { context, page } = await openWall(browser);
  await page.goto(`/profile/${ada.user_id}`);
  await expect(page.getByTestId('message-button')).toBeVisible();
  await context.setOffline(true);
  await page.getByTestId('message-button').click();
  await expect(page.getByTestId('chat-heading')).toHaveText('Ada Admin');
  const body = `Hello Ada ${run}`;
  await typeMessage(page, body);
  await context.setOffline(false);
  // Once sent, the chat has its id and its address follows.
  await expect(page).toHaveURL(/\/messages\/\d+$/);
  await expect(page.getByTestId('message').filter({ hasText: body }).getByTestId('message-sent')).toBeVisible();
  await expect.poll(() => unsentCount(page)).toBe(0);
  await expect.poll(() => queuedReplays(page)).toBe(0);
  const chatId = Number(/\/messages\/(\d+)$/.exec(page.url())![1]);
  expect((await serverMessages(request, ada, chatId)).filter((b) => b.endsWith(run))).toEqual([body]);
  await context.close();
});
