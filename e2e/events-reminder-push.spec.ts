// Journey: with every app tab closed, an event's hour reminder reaches a member who is going as a real Web Push message, and its click opens the event.
import { expect, test } from '@playwright/test';
import { E2E_EVENT_REMINDERS_PATH } from '../schema/e2e-hooks';
import { clickTarget } from '../sw/notification-click';
import { PushReceiver } from '../tests/server/support/push-receiver';
import { newAccount, settledMemberOfWelcome } from './account-steps';
import { makeEvent } from './event-steps';
import { signInThroughUi, waitForServiceWorkerControl } from './helpers';
import { registrationId, subscribeToReceiver, theNotification } from './push-steps';

test('an event reminder reaches the closed app as a notification that opens the event', async ({ browser, request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const who = newAccount('reminded');
  const headers = await settledMemberOfWelcome(request, who);
  // Starts within the hour: the hour's reminder is due.
  const event = await makeEvent(request, 'Quiz at the boathouse', { minutesAhead: 45 });
  expect((await request.post(`/api/v2/events/${event.id}/rsvp`, { headers, data: { status: 'going' } })).status()).toBe(200);

  const receiver = await new PushReceiver().start();
  const context = await browser.newContext();
  await context.grantPermissions(['notifications'], { origin });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await signInThroughUi(page, who);
    await waitForServiceWorkerControl(page);
    const subscription = await subscribeToReceiver(page, receiver);

    // Every tab of the app closes; a blank tab carries the DevTools session that plays the push service.
    const blank = await context.newPage();
    await page.close();
    const cdp = await context.newCDPSession(blank);
    const swRegistration = await registrationId(cdp, origin);

    // The reminder job's pass (it also runs every minute by itself); the reminder goes once whichever pass sends it.
    expect((await request.post(E2E_EVENT_REMINDERS_PATH)).status()).toBe(200);
    await expect.poll(() => receiver.received.filter((r) => r.subscription === subscription.id).length, { message: 'the push message', timeout: 30_000 }).toBe(1);
    const payload = receiver.received.find((r) => r.subscription === subscription.id)!.payload as { title: string; body: string; link: string; pn: string };
    expect(payload.body).toContain(`In an hour: ${event.name}`);
    expect(payload.link).toBe(`/events/${event.id}`);

    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: swRegistration, data: JSON.stringify(payload) });
    const notification = await theNotification(context, origin);
    expect(notification.body).toContain(event.name);

    // The click's logic, called directly (headless Chromium cannot click a system notification): the event opens.
    const target = clickTarget(origin, notification.data);
    expect(new URL(target).pathname).toBe(`/events/${event.id}`);
    const opened = await context.newPage();
    await opened.goto(target);
    await expect(opened.getByRole('heading', { name: event.name })).toBeVisible();
    await expect(opened.getByTestId('event-answer')).toHaveText("You're going");
    // Another pass finds this reminder sent already: it goes once.
    const again = await request.post(E2E_EVENT_REMINDERS_PATH);
    expect(((await again.json()) as { sent: number }).sent).toBe(0);
  } finally {
    await context.close();
    await receiver.close();
  }
});
