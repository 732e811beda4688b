// Journey: lessons completed with no network show at once, survive a reload offline, and reach the server once
// each, in the order made, when the network returns; the course is then completed on the server too.
import { expect, test } from '@playwright/test';
import { makeJourneyCourse, newLearner, serverProgress } from './course-steps';
import { chromeCounts, unsentCount } from './device-state';
import { signInThroughUi, waitForServiceWorkerControl } from './helpers';

test('completing lessons offline, reloading, and going online', async ({ browser, request }) => {
  const course = await makeJourneyCourse(request, 'Offline', 3, { lesson_order_enforced: true });
  const { who, headers } = await newLearner(request, 'offline');
  expect((await request.post(`/api/v2/courses/${course.id}/enroll`, { headers })).status()).toBe(200);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await signInThroughUi(page, who);
  await waitForServiceWorkerControl(page);
  await page.goto(`/courses/${course.id}`);
  await expect(page.getByTestId('lesson-row')).toHaveCount(3);

  await context.setOffline(true);
  await page.getByTestId('course-continue').click();
  // Opening a lesson records where the member is, quietly: nothing of it counts as waiting to send.
  await expect(page.getByTestId('lesson-title')).toHaveText('Offline lesson 1');
  await expect.poll(() => page.evaluate(async () => (await window.__engine!.outbox.unsent()).length)).toBe(0);
  expect(await chromeCounts(page)).toEqual({ pending: 0, failed: 0 });
  for (const n of [1, 2, 3]) {
    await expect(page.getByTestId('lesson-title')).toHaveText(`Offline lesson ${n}`);
    await expect(page.locator('.lesson__content')).toContainText(`Lesson ${n} of Offline.`);
    if (n < 3) await page.getByTestId('lesson-next').click();
    else await page.getByTestId('lesson-toggle').click();
  }
  await expect(page.getByTestId('lesson-just-completed')).toHaveText('Course completed. Well done!');
  await expect(page.getByTestId('course-progress')).toHaveText('100% complete');
  expect((await serverProgress(request, headers, course.id)).enrollment?.completed_lessons_count).toBe(0);

  // Still offline, the app reopens from the device with the progress as made.
  await page.goto(`/courses/${course.id}`);
  await expect(page.getByTestId('course-progress')).toHaveText('100% complete');
  await expect(page.locator('[data-testid="lesson-row"][data-state="completed"]')).toHaveCount(3);
  expect(await unsentCount(page)).toBeGreaterThanOrEqual(3);

  await context.setOffline(false);
  await expect.poll(() => unsentCount(page), { timeout: 30_000 }).toBe(0);
  const after = await serverProgress(request, headers, course.id);
  expect(after.enrollment).toMatchObject({ state: 'completed', completed_lessons_count: 3 });
  const times = after.lessons.map((l) => Date.parse(l.completed_at!));
  expect(times).toEqual([...times].sort((a, b) => a - b));
  await expect(page.getByTestId('course-progress')).toHaveText('100% complete');
  await context.close();
});
