// Journey: a member finds a course from the main navigation, enrols, completes a lesson, restarts and unenrols; the server agrees at each step.
import { expect, test } from '@playwright/test';
import { makeJourneyCourse, newLearner, serverProgress } from './course-steps';
import { unsentCount } from './device-state';
import { signInThroughUi } from './helpers';

test('enrol, complete a lesson, restart and unenrol', async ({ browser, request }) => {
  const course = await makeJourneyCourse(request, 'Enrol', 2, { followup_button: null });
  const { who, headers } = await newLearner(request, 'enrol');
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await signInThroughUi(page, who);

  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Courses' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByTestId('courses-empty')).toHaveText('You are not taking a course yet.');
  await page.getByRole('list', { name: 'More courses' }).getByRole('link', { name: new RegExp(course.name) }).click();
  await expect(page.getByTestId('course-title')).toHaveText(course.name);
  await expect(page.getByTestId('lesson-row')).toHaveCount(2);

  await page.getByTestId('course-enroll').click();
  await expect(page.getByTestId('course-progress')).toHaveText('0% complete');
  await expect.poll(() => unsentCount(page)).toBe(0);
  expect((await serverProgress(request, headers, course.id)).enrollment?.state).toBe('in_progress');

  // The first lesson: its sanitised content, completed with the just-completed note.
  await page.getByTestId('course-continue').click();
  await expect(page.getByTestId('lesson-title')).toHaveText('Enrol lesson 1');
  await expect(page.locator('.lesson__content strong')).toHaveText('1');
  await page.getByTestId('lesson-toggle').click();
  await expect(page.getByTestId('lesson-just-completed')).toHaveText('Lesson completed.');
  await expect(page.getByTestId('course-progress')).toHaveText('50% complete');
  await page.getByRole('link', { name: course.name }).click();
  await expect(page.getByTestId('lesson-row').first()).toHaveAttribute('data-state', 'completed');
  await expect.poll(async () => (await serverProgress(request, headers, course.id)).enrollment?.completed_lessons_count).toBe(1);

  // The courses screen lists it in progress.
  await page.goto('/courses');
  await expect(page.getByRole('list', { name: 'Courses in progress' }).getByTestId('course-card')).toContainText(course.name);
  await page.getByRole('list', { name: 'Courses in progress' }).getByRole('link', { name: new RegExp(course.name) }).click();

  // Restart: every lesson not completed again, still enrolled.
  await page.getByTestId('course-restart').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Restart' }).click();
  await expect(page.getByTestId('course-progress')).toHaveText('0% complete');
  await expect(page.getByTestId('lesson-row').first()).toHaveAttribute('data-state', 'open');
  await expect.poll(async () => (await serverProgress(request, headers, course.id)).enrollment?.completed_lessons_count).toBe(0);

  // Unenrol: back to the enrol button; the server holds no enrolment.
  await page.getByTestId('course-unenroll').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Unenrol' }).click();
  await expect(page.getByTestId('course-enroll')).toBeVisible();
  await expect.poll(async () => (await serverProgress(request, headers, course.id)).enrollment).toBeNull();
  await page.goto('/courses');
  await expect(page.getByTestId('courses-empty')).toBeVisible();
  await context.close();
});
