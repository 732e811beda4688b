// Journey: the screens that answered the not-found screen before: cookie preferences (allow_all survives a reload), third-party software
// (offline too, from the service worker's precache), a demo lesson's medium alone in its embed, and the style guide.
import { expect, test, type Browser, type Locator } from '@playwright/test';
import type { NewAccount } from './account-steps';
import { newLearner } from './course-steps';
import { MEMBER, signInThroughUi, waitForServiceWorkerControl } from './helpers';

/** A browser context of its own, signed in through the password login. */
async function signedIn(browser: Browser, who: Pick<NewAccount, 'email' | 'password'> = MEMBER) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login/password');
  await signInThroughUi(page, who);
  return { context, page };
}

test('cookie preferences: essentials only until the member chooses, and allow_all still chosen after a reload', async ({ browser }) => {
  const { context, page } = await signedIn(browser);
  await page.goto('/profile/settings');
  await page.getByRole('link', { name: 'Cookie preferences' }).click();
  await expect(page).toHaveURL(/\/profile\/settings\/cookie-preferences$/);
  const all = page.getByRole('radio', { name: /^Allow all/ });
  const essentials = page.getByRole('radio', { name: /^Essential only/ });
  await expect(essentials).toBeChecked();

  await all.check();
  await expect(page.getByRole('status').filter({ hasText: 'Your choice is saved on this device.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: /^Allow all/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Essential only/ })).not.toBeChecked();
  await context.close();
});

/** A package's card on the third-party software screen. */
const packageCard = (list: Locator, name: string) => list.locator(`[data-testid="third-party-package"][data-name="${name}"]`);

test('third-party software lists what each part ships with its licence text, offline too', async ({ browser }) => {
  const signedInPage = await signedIn(browser);
  const { context } = signedInPage;
  let { page } = signedInPage;
  await page.goto('/profile/settings');
  await page.getByRole('link', { name: 'Third-party software' }).click();
  const screen = page.getByTestId('third-party-software');

  const reactDom = packageCard(screen, 'react-dom');
  await expect(reactDom.getByText(/^Licence: MIT · Shipped by the page/)).toBeVisible();
  await reactDom.getByText('Licence text').click();
  await expect(reactDom.locator('pre')).toContainText('MIT License');
  await expect(packageCard(screen, 'workbox-core').getByText(/^Licence: MIT · Shipped by the service worker$/)).toBeVisible();
  await expect(packageCard(screen, 'comlink').getByText(/^Licence: Apache-2\.0 · Shipped by the page and the sync engine$/)).toBeVisible();
  // firebase ships no licence file: the standard Apache-2.0 text another package ships is shown, and said to be.
  const firebase = packageCard(screen, 'firebase');
  await firebase.getByText('Licence text').click();
  await expect(firebase.getByText('This package ships no licence file of its own; this is the standard Apache-2.0 text.')).toBeVisible();
  await expect(firebase.locator('pre')).toContainText('Apache License');

  // The lists are the build's own files, precached: with no network the screen still reads them.
  await waitForServiceWorkerControl(page);
  await page.close();
  await context.setOffline(true);
  page = await context.newPage();
  await page.goto('/third-party-software');
  await expect(packageCard(page.getByTestId('third-party-software'), 'workbox-core')).toBeVisible();
  await context.close();
});

test('a demo lesson’s medium alone in its embed, and a locked one in words', async ({ browser, request }) => {
  const { who, headers } = await newLearner(request, 'embed');
  const catalogue = (await (await request.get('/api/v2/courses', { headers })).json()) as { courses: { id: number; name: string }[] };
  const course = catalogue.courses.find((c) => c.name === 'Songwriting from the Harbour')!;
  expect((await request.post(`/api/v2/courses/${course.id}/enroll`, { headers })).status()).toBe(200);
  const detail = (await (await request.get(`/api/v3/courses/${course.id}`, { headers })).json()) as {
    lessons: { id: number }[];
    lesson_media: { id: number; lesson_id: number; media_type: string; file_url: string }[];
  };
  // The order is enforced: the clip (lesson 2) opens once lesson 1 is completed; the hummed track (lesson 4) stays locked.
  expect((await request.post(`/api/v2/courses/${course.id}/lessons/${detail.lessons[0]!.id}/complete`, { headers })).status()).toBe(200);
  const clip = detail.lesson_media.find((m) => m.media_type === 'video')!;
  const track = detail.lesson_media.find((m) => m.media_type === 'track')!;

  const { context, page } = await signedIn(browser, who);
  await page.goto(`/lesson-media/${clip.id}/embed`);
  const video = page.getByTestId('lesson-embed').locator('video');
  await expect(video).toBeVisible();
  await expect(video).toHaveAttribute('src', clip.file_url);
  // Alone: no top bar, navigation or bottom bar around it.
  await expect(page.locator('.top-bar')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);

  await page.goto(`/lesson-media/${track.id}/embed`);
  await expect(page.getByTestId('lesson-embed-message')).toHaveText('Please complete the lessons before this one first.');
  await page.goto('/lesson-media/999999/embed');
  await expect(page.getByRole('alert')).toContainText('Lesson media does not exist');
  await context.close();
});

test('the style guide shows the theme’s tokens and the components', async ({ browser }) => {
  const { context, page } = await signedIn(browser);
  await page.goto('/style-guide');
  await expect(page.getByRole('heading', { level: 1, name: 'Style guide' })).toBeVisible();
  await expect(page.getByTestId('style-guide-colours').getByText('--color-accent', { exact: true })).toBeVisible();
  await expect(page.getByTestId('style-guide-type').getByText('--font-size-title', { exact: true })).toBeVisible();
  await expect(page.getByTestId('style-guide-sizes').getByText('--space', { exact: true })).toBeVisible();
  await expect(page.getByTestId('style-guide-post').getByText('Rehearsal tonight at eight.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Open a dialog' }).click();
  await page.getByRole('dialog', { name: 'A dialog' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await context.close();
});
