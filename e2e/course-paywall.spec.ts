// Journey: a paid course the member does not own sends them to the paywall with the course as the source, and
// leaving it returns to the course; a course not sold on the web says so instead.
import { expect, test } from '@playwright/test';
import { makeJourneyCourse, makeProduct, newLearner } from './course-steps';
import { signInThroughUi } from './helpers';

test('a paid tier goes to the paywall and back; one not sold on the web says so', async ({ browser, request }) => {
  const paid = await makeJourneyCourse(request, 'Paid', 1, { tier_product_id: await makeProduct(request, true) });
  const appOnly = await makeJourneyCourse(request, 'AppOnly', 1, { tier_product_id: await makeProduct(request, false) });
  const { who } = await newLearner(request, 'buyer');
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await signInThroughUi(page, who);

  await page.goto(`/courses/${paid.id}`);
  await expect(page.getByTestId('course-title')).toHaveText(paid.name);
  await expect(page.getByTestId('course-enroll')).toHaveCount(0);
  await page.getByTestId('course-buy').click();
  await expect(page).toHaveURL(/\/paywall\/Masterclass/);
  await expect(page.getByTestId('paywall')).toBeVisible();
  await page.getByTestId('paywall-leave').click();
  await expect(page).toHaveURL(new RegExp(`/courses/${paid.id}$`));

  await page.goto(`/courses/${appOnly.id}`);
  await expect(page.getByTestId('course-not-for-sale')).toHaveText('Sorry, this course is not available for purchase on the web.');
  await expect(page.getByTestId('course-buy')).toHaveCount(0);
  await context.close();
});
