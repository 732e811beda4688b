// Journey: the offer to turn on notifications never greets the member nor covers what they read (a lesson, a chat, an
// article); it comes once, in place, under the composer of their first post (or chat message) of a visit, "Not now" is
// remembered, and the settings screen says where this device stands.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiSignIn, signInThroughUi } from './helpers';
import { NOAH, openNewChatOnPhone, startChat } from './inbox-steps';

/** The offer stands below `above` and covers none of it. */
async function standsBelow(offer: Locator, above: Locator): Promise<void> {
  const o = (await offer.boundingBox())!;
  const a = (await above.boundingBox())!;
  expect(o.y).toBeGreaterThanOrEqual(a.y + a.height - 0.5);
}

/** Reading screens a member opens before writing anything: the offer is on none of them. */
async function readAround(page: Page, offer: Locator, chatId: number): Promise<void> {
  for (const [path, ready] of [
    ['/courses/1/lessons/1', page.getByTestId('lesson-screen')],
    ['/articles/1', page.getByTestId('article-title')],
    [`/messages/${chatId}`, page.getByTestId('message').first()],
    ['/groups/welcome', page.getByTestId('post').first()],
  ] as const) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    await expect(offer).toHaveCount(0);
  }
}

test('the push offer comes after the first post, in place under the composer, and "Not now" is remembered', async ({ browser, request }, testInfo) => {
  const member = await apiSignIn(request);
  const noah = await apiSignIn(request, NOAH);
  const chat = await startChat(request, member, [noah.user_id]);
  await request.post(`/api/v2/chats/${chat.id}/messages`, { headers: noah.headers, data: { body: 'Ahoy from the harbour' } });
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto('/');
    await signInThroughUi(page);
    const offer = page.getByTestId('push-prompt');
    await readAround(page, offer, chat.id);

    // The first post of the visit: the offer, in place under the composer it came from.
    const composer = page.getByTestId('post-composer');
    await composer.getByRole('textbox', { name: 'Write a post' }).fill(`First words here ${Date.now().toString(36)}`);
    await composer.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(offer).toBeVisible();
    await expect(offer).toContainText('Turn on notifications?');
    await standsBelow(offer, composer);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`push-offer-${width}.png`) });
    }
    await offer.getByRole('button', { name: 'Not now' }).click();
    await expect(offer).toHaveCount(0);

    // "Not now" holds on the next visit, after a post as well.
    await page.reload();
    await expect(page.getByTestId('post').first()).toBeVisible();
    await composer.getByRole('textbox', { name: 'Write a post' }).fill(`Second words ${Date.now().toString(36)}`);
    await composer.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByTestId('post').filter({ hasText: 'Second words' })).toBeVisible();
    await expect(offer).toHaveCount(0);

    // The settings screen: off on this device, with the way to turn it on and to the notification centre.
    await page.goto('/profile/settings');
    await page.getByRole('link', { name: 'Push notifications' }).click();
    await expect(page.getByTestId('push-state')).toHaveText('Notifications are off for this device.');
    await expect(page.getByRole('button', { name: 'Turn on notifications' })).toBeEnabled();
    await expect(page.getByRole('link', { name: 'notification centre settings' })).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`push-settings-${width}.png`) });
    }
  } finally {
    await context.close();
  }
});

test('after a first chat message the offer takes the composer\'s place above the field, never over the messages', async ({ browser, request }, testInfo) => {
  const { context, page } = await openNewChatOnPhone(browser, request);
  try {
    const offer = page.getByTestId('push-prompt');
    await page.getByTestId('message-input').fill('See you at the pier');
    await page.getByTestId('message-input').press('Enter');
    const sent = page.getByTestId('message').filter({ hasText: 'See you at the pier' });
    await expect(sent).toBeVisible();
    await expect(offer).toBeVisible();
    await standsBelow(offer, sent);
    const field = (await page.getByTestId('message-input').boundingBox())!;
    expect((await offer.boundingBox())!.y + (await offer.boundingBox())!.height).toBeLessThanOrEqual(field.y + 0.5);
    await page.screenshot({ path: testInfo.outputPath('push-offer-chat-390.png') });
    await offer.getByRole('button', { name: 'Not now' }).click();
    await expect(offer).toHaveCount(0);
  } finally {
    await context.close();
  }
});
