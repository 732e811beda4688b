// Journey: two members with the same chat open; what one types appears in the other's open chat without a reload, through the pubnub SDK and the gateway.
import { expect, test, type Browser } from '@playwright/test';
import { apiSignIn, signInThroughUi, waitForServiceWorkerControl } from './helpers';
import { NOAH, startChat, typeMessage } from './inbox-steps';
import { eventHeard, watchLongPolls } from './realtime-steps';

async function openAs(browser: Browser, who: typeof NOAH | undefined, chatId: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const polls = watchLongPolls(page);
  await page.goto('/');
  await signInThroughUi(page, who);
  await waitForServiceWorkerControl(page);
  const opened = Date.now();
  await page.goto(`/messages/${chatId}`);
  await expect(page.getByTestId('chat-screen')).toBeVisible();
  await polls.since(opened);
  let reloads = 0;
  page.on('load', () => reloads++);
  return { context, page, reloads: () => reloads };
}

test("a message typed by one member appears in the other's open chat without a reload", async ({ browser, request }, testInfo) => {
  const run = Date.now().toString(36);
  const [me, noah] = [await apiSignIn(request), await apiSignIn(request, NOAH)];
  const chat = await startChat(request, noah, [me.user_id], `Realtime ${run}`);
  const mia = await openAs(browser, undefined, chat.id);
  const other = await openAs(browser, NOAH, chat.id);

  const hello = `Hello from Mia ${run}`;
  const heard = eventHeard(other.page);
  await typeMessage(mia.page, hello);
  await heard;
  await expect(other.page.getByTestId('message').filter({ hasText: hello })).toBeVisible();

  const reply = `And hello back ${run}`;
  await typeMessage(other.page, reply);
  await expect(mia.page.getByTestId('message').filter({ hasText: reply })).toBeVisible();
  expect(mia.reloads()).toBe(0);
  expect(other.reloads()).toBe(0);
  for (const width of [390, 1280]) {
    await other.page.setViewportSize({ width, height: 900 });
    await other.page.screenshot({ path: testInfo.outputPath(`realtime-chat-${width}.png`) });
  }
  await mia.context.close();
  await other.context.close();
});
