// Journey: with every app tab closed, another member's comment reaches the member as a real Web Push message, becomes a notification with the right words, and its click opens the post at that comment.
import { expect, test } from '@playwright/test';
import { PUSH_ID_QUERY } from '../schema/constants';
import { clickTarget } from '../sw/notification-click';
import { PushReceiver } from '../tests/server/support/push-receiver';
import { apiSignIn, signInThroughUi, waitForServiceWorkerControl } from './helpers';
import { registrationId, subscribeToReceiver, theNotification } from './push-steps';

const NOAH = { email: 'noah@example.com', password: process.env.DEMO_PASSWORD ?? 'e2e-demo-password' };

test('a comment on my post reaches my closed app as a notification that opens the post at that comment', async ({ browser, request, baseURL }, testInfo) => {
  const origin = new URL(baseURL!).origin;
  const run = Date.now().toString(36);
  const receiver = await new PushReceiver().start();
  const context = await browser.newContext();
  await context.grantPermissions(['notifications'], { origin });
  try {
    // The member signs in; the app's service worker is installed and controls the page.
    const page = await context.newPage();
    await page.goto('/');
    await signInThroughUi(page);
    await waitForServiceWorkerControl(page);

    const subscription = await subscribeToReceiver(page, receiver);

    // The member's post, written while the app was open.
    const me = await apiSignIn(request);
    const posted = await request.post('/api/v2/walls/welcome/posts', { headers: me.headers, data: { body: `Who sails on Sunday? ${run}` } });
    expect(posted.status()).toBe(201);
    const postId = ((await posted.json()) as { post: { id: number } }).post.id;

    // Every tab of the app closes; a blank tab (not the app) carries the DevTools session that plays the push service.
    const blank = await context.newPage();
    await page.close();
    const cdp = await context.newCDPSession(blank);
    const swRegistration = await registrationId(cdp, origin);

    // Noah comments on the post through the API.
    const noah = await apiSignIn(request, NOAH);
    const words = `I do, at nine ${run}`;
    const commented = await request.post(`/api/v2/posts/${postId}/comments`, { headers: noah.headers, data: { body: words } });
    expect(commented.status()).toBe(201);
    const commentId = ((await commented.json()) as { comment: { id: number } }).comment.id;

    // The server's encrypted message arrives at the receiver, which decrypts it with the device's keys.
    await expect.poll(() => receiver.received.filter((r) => r.subscription === subscription.id).length, { message: 'the push message', timeout: 30_000 }).toBe(1);
    const message = receiver.received.find((r) => r.subscription === subscription.id)!;
    const payload = message.payload as { title: string; body: string; link: string; pn: string };
    expect(payload.body).toContain(words);
    expect(payload.link).toBe(`/posts/${postId}/comments/${commentId}`);
    expect(message.vapid.aud).toBe(new URL(subscription.endpoint).origin);

    // The receiver hands the decrypted payload to the service worker, as a push service would.
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: swRegistration, data: JSON.stringify(payload) });
    const notification = await theNotification(context, origin);
    expect(notification.title).toBe(payload.title);
    expect(notification.body).toContain(words);
    expect(notification.data).toEqual({ link: payload.link, pn: payload.pn });

    // The click's logic, called directly (a system notification cannot be clicked in headless Chromium): the app
    // opens at the post, scrolled to that comment, and guard 3 takes the pn id out of the address.
    const target = clickTarget(origin, notification.data);
    expect(new URL(target).pathname).toBe(`/posts/${postId}/comments/${commentId}`);
    const opened = await context.newPage();
    await opened.goto(target);
    await expect(opened.getByText(words)).toBeVisible();
    await expect(opened).toHaveURL((url) => url.pathname === `/posts/${postId}/comments/${commentId}` && !url.searchParams.has(PUSH_ID_QUERY));
    for (const width of [390, 1280]) {
      await opened.setViewportSize({ width, height: 900 });
      await opened.screenshot({ path: testInfo.outputPath(`push-opened-${width}.png`) });
    }
  } finally {
    await context.close();
    await receiver.close();
  }
});
