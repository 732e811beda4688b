// Journey (the first "Done when"): enrol online, make the course available offline, close the app with no network, reopen,
// read every lesson with its pictures, play and seek its video from the device, complete them all; online again, the server has them all, in order.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { makePng } from '../tests/fixtures/media-files';
import { makeWav } from '../tests/fixtures/wav';
import { makeJourneyCourse, newLearner, serverProgress } from './course-steps';
import { unsentCount } from './device-state';
import { apiSignIn, MEMBER, signInThroughUi, waitForServiceWorkerControl } from './helpers';
import { playAndSeek } from './offline-pack-steps';
import { makeWebmClip } from './video-clip';

const HOST = { email: 'admin@example.com', password: MEMBER.password };

async function addMedium(request: APIRequestContext, lessonId: number, name: string, bytes: Buffer, kind = 'auto'): Promise<void> {
  const host = await apiSignIn(request, HOST);
  const res = await request.post(`/api/v2/lessons/${lessonId}/media?name=${encodeURIComponent(name)}&kind=${kind}`, {
    headers: { ...host.headers, 'Content-Type': 'application/octet-stream' },
    data: bytes,
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Every picture of the lesson on screen came to the page (from the device: there is no network). */
async function picturesShown(page: Page): Promise<boolean> {
  return page.locator('[data-testid="lesson-medium"][data-kind="image"] img').evaluateAll((imgs: HTMLImageElement[]) => imgs.length > 0 && imgs.every((i) => i.complete && i.naturalWidth > 0));
}

test('a course made available offline is read, watched and completed with no network after the app is closed', async ({ browser, request }) => {
  const course = await makeJourneyCourse(request, 'Harbour', 3, { lesson_order_enforced: true });
  const clipPage = await browser.newPage();
  await clipPage.goto('/login');
  const clip = await makeWebmClip(clipPage, 4);
  await clipPage.close();
  for (const [i, lessonId] of course.lessonIds.entries()) await addMedium(request, lessonId, `Chart ${i + 1}`, await makePng(1200, 800, ['#2a9d8f', '#e76f51', '#264653'][i]!));
  await addMedium(request, course.lessonIds[1]!, 'Knots on film', clip);
  await addMedium(request, course.lessonIds[2]!, 'Harbour sounds', makeWav(2), 'track');

  // Online: the learner enrols from the course screen and makes it available offline.
  const { who, headers } = await newLearner(request, 'offline-media');
  const context = await browser.newContext();
  let page = await context.newPage();
  await page.goto('/');
  await signInThroughUi(page, who);
  await waitForServiceWorkerControl(page);
  await page.goto(`/courses/${course.id}`);
  await page.getByTestId('course-enroll').click();
  const control = page.getByTestId('course-offline');
  await expect(control).toBeVisible();
  await control.getByRole('switch', { name: 'Available offline' }).check();
  await expect(control).toHaveAttribute('data-state', 'complete', { timeout: 30_000 });
  // Three pictures (each with its two sizes), the video and the track.
  await expect(control).toHaveAttribute('data-files', '11');
  await expect(page.getByTestId('course-offline-status')).toHaveText(/^On this device · \d/);
  await expect(page.getByTestId('course-offline-storage')).toContainText('left on this device');

  // No network; every page of the app closed, then the app opened again.
  await context.setOffline(true);
  for (const p of context.pages()) await p.close();
  page = await context.newPage();
  await page.goto(`/courses/${course.id}`);
  await expect(page.getByTestId('course-title')).toHaveText(course.name);
  await expect(page.getByTestId('course-offline')).toHaveAttribute('data-state', 'complete');
  await page.getByTestId('course-continue').click();

  for (const n of [1, 2, 3]) {
    await expect(page.getByTestId('lesson-title')).toHaveText(`Harbour lesson ${n}`);
    await expect(page.locator('.lesson__content')).toContainText(`Lesson ${n} of Harbour.`);
    await expect.poll(() => picturesShown(page)).toBe(true);
    if (n === 2) {
      const report = await playAndSeek(page, '[data-testid="lesson-medium"][data-kind="video"] video', 3);
      expect(report.duration).toBeCloseTo(4, 1);
      expect(report.played).toBeGreaterThan(0.3);
      expect(report.sought).toBeCloseTo(3, 1);
      expect(report.readyState).toBeGreaterThanOrEqual(3);
    }
    if (n === 3) {
      const audio = page.locator('[data-testid="lesson-medium"][data-kind="track"] audio');
      await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => (a.readyState >= 1 ? a.duration : 0))).toBeCloseTo(2, 1);
    }
    if (n < 3) await page.getByTestId('lesson-next').click();
    else await page.getByTestId('lesson-toggle').click();
  }
  await expect(page.getByTestId('lesson-just-completed')).toHaveText('Course completed. Well done!');
  expect((await serverProgress(request, headers, course.id)).enrollment?.completed_lessons_count).toBe(0);

  // Online again: the server holds every completion, in the order made, and the course completed.
  await context.setOffline(false);
  await expect.poll(() => unsentCount(page), { timeout: 30_000 }).toBe(0);
  const after = await serverProgress(request, headers, course.id);
  expect(after.enrollment).toMatchObject({ state: 'completed', completed_lessons_count: 3 });
  expect(after.lessons.every((l) => l.completed)).toBe(true);
  const times = after.lessons.map((l) => Date.parse(l.completed_at!));
  expect(times).toEqual([...times].sort((a, b) => a - b));
  await context.close();
});
