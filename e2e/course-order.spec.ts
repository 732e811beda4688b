// Journey: a course with its lesson order enforced: later lessons are locked until the ones before are completed,
// "Next lesson" completes the current one first, and the last completion completes the course with its follow-up button.
import { expect, test } from '@playwright/test';
import { makeJourneyCourse, newLearner, serverProgress } from './course-steps';
import { signInThroughUi } from './helpers';

test('lessons open in order, next completes the current one, the last completes the course', async ({ browser, request }) => {
  const course = await makeJourneyCourse(request, 'Order', 3, { lesson_order_enforced: true, followup_button: { text: 'Join the next course', url: 'https://example.com/next' } });
  const { who, headers } = await newLearner(request, 'order');
  expect((await request.post(`/api/v2/courses/${course.id}/enroll`, { headers })).status()).toBe(200);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await signInThroughUi(page, who);
  await page.goto(`/courses/${course.id}`);

  const rows = page.getByTestId('lesson-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toHaveAttribute('data-state', 'open');
  await expect(rows.nth(1)).toHaveAttribute('data-state', 'locked');
  await expect(rows.nth(2)).toHaveAttribute('data-state', 'locked');
  await expect(rows.nth(2).getByRole('link')).toHaveCount(0);

  // A locked lesson opened by its address says why.
  await page.goto(`/courses/${course.id}/lessons/${course.lessonIds[2]}`);
  await expect(page.getByTestId('lesson-closed')).toHaveText('Please complete the lessons before this one first.');

  await page.goto(`/courses/${course.id}`);
  await page.getByTestId('course-continue').click();
  await expect(page.getByTestId('lesson-title')).toHaveText('Order lesson 1');
  await page.getByTestId('lesson-next').click();
  await expect(page.getByTestId('lesson-title')).toHaveText('Order lesson 2');
  await page.getByTestId('lesson-next').click();
  await expect(page.getByTestId('lesson-title')).toHaveText('Order lesson 3');
  await expect(page.getByTestId('lesson-next')).toHaveCount(0);
  await page.getByTestId('lesson-toggle').click();
  await expect(page.getByTestId('lesson-just-completed')).toHaveText('Course completed. Well done!');

  await page.getByRole('link', { name: course.name }).click();
  await expect(page.getByTestId('course-progress')).toHaveText('100% complete');
  await expect(page.getByTestId('course-followup')).toHaveText('Join the next course');
  await expect(page.locator('[data-testid="lesson-row"][data-state="completed"]')).toHaveCount(3);
  await expect
    .poll(async () => {
      const p = await serverProgress(request, headers, course.id);
      return [p.enrollment?.state, ...p.lessons.map((l) => l.completed)];
    })
    .toEqual(['completed', true, true, true]);
  await page.goto('/courses/completed');
  await expect(page.getByRole('list', { name: 'Completed courses' })).toContainText(course.name);
  await context.close();
});
