// Journey: a full event puts the second member on its waitlist; when the first leaves, the second is promoted, sees it on the open event and gets a notification.
import { expect, test } from '@playwright/test';
import { makeEvent } from './event-steps';
import { signInThroughUi } from './helpers';

const NOAH = { email: 'noah@example.com', password: process.env.DEMO_PASSWORD ?? 'e2e-demo-password' };

test('a full event waitlists the second member, and promotes them with a notification when the first leaves', async ({ browser, request }) => {
  const event = await makeEvent(request, 'Lighthouse tour', { capacity: 1 });

  const mia = await browser.newContext();
  const miaPage = await mia.newPage();
  await miaPage.goto('/login');
  await signInThroughUi(miaPage);
  await miaPage.goto(`/events/${event.id}`);
  await miaPage.getByTestId('event-rsvp').getByRole('button', { name: 'Going', exact: true }).click();
  await expect(miaPage.getByTestId('event-answer')).toHaveText("You're going");

  const noah = await browser.newContext();
  const noahPage = await noah.newPage();
  await noahPage.goto('/login');
  await signInThroughUi(noahPage, NOAH);
  await noahPage.goto(`/events/${event.id}`);
  await noahPage.getByTestId('event-rsvp').getByRole('button', { name: 'Going', exact: true }).click();
  // The one place is taken: Noah waits, first in line, and sees it plainly.
  await expect(noahPage.getByTestId('event-answer')).toHaveText('You are 1st on the waitlist');
  await expect(noahPage.getByTestId('event-attendees')).toContainText('1 on the waitlist');

  // Mia cannot come after all: Noah's open event says he has the place, without a reload.
  await miaPage.getByTestId('event-rsvp').getByRole('button', { name: 'Not going' }).click();
  await expect(miaPage.getByTestId('event-answer')).toHaveText("You're not going");
  await expect(noahPage.getByTestId('event-answer')).toHaveText("You're going");

  // And his notifications tell him so, linking to the event.
  await noahPage.goto('/activities');
  const told = noahPage.getByText(`You have a place: ${event.name}`);
  await expect(told).toBeVisible();
  await told.click();
  await expect(noahPage).toHaveURL(new RegExp(`/events/${event.id}$`));
  await expect(noahPage.getByRole('heading', { name: event.name })).toBeVisible();
  for (const width of [390, 1280]) {
    await noahPage.setViewportSize({ width, height: 900 });
    await noahPage.screenshot({ path: test.info().outputPath(`event-promoted-${width}.png`), fullPage: true });
  }
  await mia.close();
  await noah.close();
});
