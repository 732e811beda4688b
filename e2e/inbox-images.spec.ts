// Journey: a member attaches two images to a message offline; it waits with its previews, then reaches the other member once with both images.
import { expect, test } from '@playwright/test';
import { makePng } from '../tests/fixtures/media-files';
import { seriousViolations } from './axe';
import { apiSignIn, signInThroughUi } from './helpers';
import { deviceState } from './media-steps';
import { NOAH, startChat } from './inbox-steps';

test('a message with two images written offline reaches the other member once, with its images', async ({ browser, request }, testInfo) => {
  const run = Date.now().toString(36);
  const [me, noah] = [await apiSignIn(request), await apiSignIn(request, NOAH)];
  const chat = await startChat(request, noah, [me.user_id], `Photos ${run}`);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/');
  await signInThroughUi(page);
  await page.goto(`/messages/${chat.id}`);
  await expect(page.getByTestId('chat-heading')).toHaveText(`Photos ${run}`);

  await context.setOffline(true);
  const pick = page.getByLabel('Add images');
  await pick.setInputFiles([
    { name: 'harbour.png', mimeType: 'image/png', buffer: await makePng(600, 400, '#2a9d8f') },
    { name: 'boat.png', mimeType: 'image/png', buffer: await makePng(300, 300, '#e76f51') },
  ]);
  // A document is refused in the product's words; the two images stay.
  await pick.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByRole('alert')).toHaveText('“notes.pdf” is not in a format this place takes.');
  await expect(page.getByTestId('message-image')).toHaveCount(2);
  await expect(page.getByTestId('message-image').getByRole('img').first()).toHaveJSProperty('complete', true);
  await page.screenshot({ path: testInfo.outputPath('composer-two-images-390.png') });
  expect(await seriousViolations(page)).toEqual([]);

  // Remove one, add it back: the picker's previews follow.
  await page.getByRole('button', { name: 'Remove boat.png' }).click();
  await expect(page.getByTestId('message-image')).toHaveCount(1);
  await pick.setInputFiles({ name: 'boat.png', mimeType: 'image/png', buffer: await makePng(300, 300, '#e76f51') });
  await expect(page.getByTestId('message-image')).toHaveCount(2);

  const text = `At the pier ${run}`;
  await page.getByTestId('message-input').fill(text);
  await page.getByTestId('send-message').click();
  const message = page.getByTestId('message').filter({ hasText: text });
  await expect(message.getByTestId('message-pending')).toBeVisible();
  await expect(message.getByTestId('message-local-images').getByTestId('media-preview')).toHaveCount(2);
  await expect(page.getByTestId('message-image')).toHaveCount(0);
  expect((await deviceState(page)).outbox.map((e) => e.kind)).toEqual(['media.upload', 'media.upload', 'message.create']);
  await page.screenshot({ path: testInfo.outputPath('chat-pending-images-390.png') });

  await context.setOffline(false);
  await expect(message.getByTestId('message-sent')).toBeVisible({ timeout: 30_000 });
  await expect(message.locator('.message__media img')).toHaveCount(2);
  // Its bytes are gone with its uploads (the chat's read may still be on its way).
  await expect.poll(async () => (await deviceState(page)).uploads).toEqual([]);
  await expect.poll(async () => (await deviceState(page)).outbox.map((e) => e.kind)).not.toContain('message.create');

  const res = await request.get(`/api/v2/chats/${chat.id}/messages?limit=10`, { headers: noah.headers });
  const got = ((await res.json()) as { messages: { body: string; media: { media_type: string; file_name: string }[] }[] }).messages;
  expect(got.map((m) => [m.body, m.media.map((x) => [x.media_type, x.file_name])])).toEqual([
    [text, [['image', 'harbour.png'], ['image', 'boat.png']]],
  ]);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`chat-images-sent-${width}.png`) });
  }
  await context.close();
});
