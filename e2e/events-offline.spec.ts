// Journey: a member answers "going" offline and closes the app; back online the server holds one answer, and another member's open event moves its count without a reload.
import { expect, test } from '@playwright/test';
import { reopenOnlineSettled } from './device-state';
import { goingOnServer, makeEvent } from './event-steps';
import { apiSignIn, signInThroughUi, waitForServiceWorkerControl } from './helpers';

const NOAH = { email: 'noah@example.com', password: process.env.DEMO_PASSWORD ?? 'e2e-demo-password' };

test('going, answered offline, lands once after the app was closed, and the count moves for another member', async ({ browser, request }) => {
  const event = await makeEvent(request, 'Sea shanty night');
  const me = await apiSignIn(request);

  // Noah keeps the event open on his own device.
  const noahContext = await browser.newContext();
  const noahPage = await noahContext.newPage();
  await noahPage.goto('/login');
  await signInThroughUi(noahPage, NOAH);
  await noahPage.goto(`/events/${event.id}`);
  const noahAttendees = noahPage.getByTestId('event-attendees');
  await expect(noahAttendees.getByRole('button', { name: '0 going' })).toBeVisible();

  const context = await browser.newContext();
  let page = await context.newPage();
  await page.goto('/login');
  await signInThroughUi(page);
  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole('heading', { name: event.name })).toBeVisible();
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  const going = page.getByTestId('event-rsvp').getByRole('button', { name: 'Going', exact: true });
  await going.click();
  // Shown at once, from the device: the answer, and the count with it.
  await expect(going).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('event-answer')).toHaveText("You're going");
  await expect(page.getByTestId('event-attendees').getByRole('button', { name: '1 going' })).toBeVisible();
  // Survives a reload offline.
  await page.reload();
  await expect(page.getByTestId('event-rsvp').getByRole('button', { name: 'Going', exact: true })).toHaveAttribute('aria-pressed', 'true');
  expect(await goingOnServer(request, me, event.id)).toEqual([]);

  // Closed, then opened again online: nothing left to send, and the server holds the answer once.
  page = await reopenOnlineSettled(context, page, `/events/${event.id}`);
  expect(await goingOnServer(request, me, event.id)).toEqual([me.user_id]);
  await expect(page.getByTestId('event-answer')).toHaveText("You're going");

  // Noah's open screen heard of it through realtime.
  await expect(noahAttendees.getByRole('button', { name: '1 going' })).toBeVisible();
  await context.close();
  await noahContext.close();
});
