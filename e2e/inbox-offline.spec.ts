// Journey: a member offline writes five messages in two chats, closes the app, comes back online: the other member receives each once, in order per chat.
import { expect, test, type Page } from '@playwright/test';
import { askReplay, queuedReplays, unsentCount } from './device-state';
import { apiSignIn, signInThroughUi, waitForServiceWorkerControl } from './helpers';
import { ADA, NOAH, serverMessages, startChat, typeMessage } from './inbox-steps';

/** Opens a chat from the inbox, as the member would (offline too: from the device). */
async function openChat(page: Page, title: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).last().getByRole('link', { name: 'Messages' }).click();
  await page.getByTestId('chat-row').filter({ hasText: title }).click();
  await expect(page.getByTestId('chat-heading')).toHaveText(title);
}

test('messages written offline in two chats reach the other member once each, in order, after the app was closed', async ({ browser, request }, testInfo) => {
  const run = Date.now().toString(36);
  const [me, noah, ada] = [await apiSignIn(request), await apiSignIn(request, NOAH), await apiSignIn(request, ADA)];
  const direct = await startChat(request, noah, [me.user_id]);
  const group = await startChat(request, noah, [me.user_id, ada.user_id], `Boat club ${run}`);
  const said = await request.post(`/api/v2/chats/${direct.id}/messages`, { headers: noah.headers, data: { body: `Are you coming on Saturday? ${run}` } });
  expect(said.status()).toBe(201);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  let page = await context.newPage();
  await page.goto('/');
  await signInThroughUi(page);
  await waitForServiceWorkerControl(page);
  await page.goto('/messages');
  await expect(page.getByTestId('chat-row').filter({ hasText: `Boat club ${run}` })).toBeVisible();
  // Noah's message is unread, in the chat and in the navigation.
  await expect(page.getByTestId('chat-row').filter({ hasText: 'Noah' }).getByTestId('chat-unread')).toHaveText('1');
  await expect(page.getByTestId('unread-messages').last()).toHaveText('1');
  await page.screenshot({ path: testInfo.outputPath('inbox-390.png') });

  await context.setOffline(true);
  const noahTitle = 'Noah Fisher';
  const sent: Record<'direct' | 'group', string[]> = { direct: [], group: [] };
  for (const [chat, text] of [['direct', 'Yes'], ['group', 'Who brings the sails?'], ['direct', 'I will be there at ten'], ['group', 'I can'], ['direct', 'See you']] as const) {
    await openChat(page, chat === 'direct' ? noahTitle : `Boat club ${run}`);
    const body = `${text} ${run}`;
    await typeMessage(page, body);
    await expect(page.getByTestId('message').filter({ hasText: body }).getByTestId('message-pending')).toBeVisible();
    sent[chat].push(body);
  }
  // Reading Noah's message offline cleared its count at once.
  await expect(page.getByTestId('unread-messages')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('chat-offline-390.png') });
  expect(await unsentCount(page)).toBeGreaterThanOrEqual(5);

  // Closed while offline; opened again online.
  await page.close();
  await context.setOffline(false);
  page = await context.newPage();
  await page.goto('/messages');
  await expect.poll(() => unsentCount(page), { timeout: 30_000 }).toBe(0);
  // A request the service worker queued after its sync event fired waits for the next trigger: the page's 'online'.
  await expect
    .poll(async () => {
      await askReplay(page);
      return queuedReplays(page);
    }, { timeout: 30_000 })
    .toBe(0);

  // The private chat is one per pair: other journeys may have written in it before this run.
  const ofThisRun = (bodies: string[]) => bodies.filter((b) => b.endsWith(run));
  expect(ofThisRun(await serverMessages(request, noah, direct.id))).toEqual([`Are you coming on Saturday? ${run}`, ...sent.direct]);
  expect(await serverMessages(request, noah, group.id)).toEqual(sent.group);
  expect(await serverMessages(request, ada, group.id)).toEqual(sent.group);

  await openChat(page, `Boat club ${run}`);
  await expect(page.getByTestId('message-sent')).toHaveCount(2);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`chat-sent-${width}.png`) });
  }
  await context.close();
});
