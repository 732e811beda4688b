// Journey: a member asks to join a private group, an admin approves on the requests screen, the group and its feed
// become the member's; leaving it takes its posts off the device.
import { expect, test, type Page } from '@playwright/test';
import { createSettledMember, newAccount } from './account-steps';
import { seriousViolations } from './axe';
import { unsentCount } from './device-state';
import { MEMBER, signInThroughUi } from './helpers';

const ADMIN = { email: 'admin@example.com', password: MEMBER.password };

/** Posts of a wall on this device (the mirror the screens read). */
function postsOnDevice(page: Page, wallKey: string): Promise<number> {
  return page.evaluate(
    (key) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('community');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('posts').objectStore('posts').index('wall_key').count(key);
          count.onsuccess = () => {
            resolve(count.result);
            open.result.close();
          };
        };
      }),
    wallKey,
  );
}

test('an admin approves a request and the group appears with its feed; leaving takes its posts off the device', async ({ browser, request }, testInfo) => {
  const who = newAccount('joiner');
  await createSettledMember(request, who);
  const memberContext = await browser.newContext();
  const page = await memberContext.newPage();
  await page.goto('/');
  await signInThroughUi(page, who);
  await page.goto('/groups');

  // Asking is a request: the button says so at once, and the group is not the member's yet.
  await page.getByRole('button', { name: 'Ask to join Backstage' }).click();
  await expect(page.getByRole('button', { name: 'Withdraw request Backstage' })).toBeVisible();
  await expect(page.getByTestId('other-groups').getByText('Request pending')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expect.poll(() => unsentCount(page)).toBe(0);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`groups-requested-${width}.png`), fullPage: true });
  }

  // The admin sees the request among the group's requests and approves it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/');
  await signInThroughUi(admin, ADMIN);
  await admin.goto('/groups/backstage/requests');
  const requests = admin.getByTestId('group-requests');
  await expect(requests.getByTestId('membership-request').filter({ hasText: who.displayName })).toBeVisible();
  for (const width of [390, 1280]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.screenshot({ path: testInfo.outputPath(`requests-${width}.png`), fullPage: true });
  }
  expect(await seriousViolations(admin)).toEqual([]);
  await admin.getByRole('button', { name: `Approve ${who.displayName}` }).click();
  await expect(requests.getByTestId('membership-request').filter({ hasText: who.displayName })).toHaveCount(0);
  await expect.poll(() => unsentCount(admin)).toBe(0);
  await adminContext.close();

  // The member's groups now list it as theirs, and its feed opens.
  await page.goto('/groups');
  await expect(page.getByTestId('my-groups').getByText('Backstage')).toBeVisible();
  await page.getByTestId('my-groups').getByRole('link', { name: /Backstage/ }).click();
  await expect(page.getByTestId('feed').getByTestId('post').first()).toBeVisible();
  expect(await postsOnDevice(page, 'backstage')).toBeGreaterThan(0);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`group-joined-${width}.png`) });
  }

  // Leaving asks first (only members read it), then its posts leave the device.
  await page.getByRole('button', { name: 'Leave Backstage' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('button', { name: 'Ask to join Backstage' })).toBeVisible();
  await expect.poll(() => postsOnDevice(page, 'backstage')).toBe(0);
  await expect(page.getByTestId('feed').getByTestId('post')).toHaveCount(0);
  await memberContext.close();
});

test('a group counts the posts that arrived since the member last had it open', async ({ browser, request }) => {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await signInThroughUi(page);
  await page.goto('/groups/welcome');
  await expect(page.getByTestId('feed').getByTestId('post').first()).toBeVisible();
  // The member goes on within the app (a reload would end the worker before it noted the wall seen).
  const groupsLink = page.getByRole('navigation').first().getByRole('link', { name: 'Groups' });
  await groupsLink.click();
  const welcome = page.getByTestId('my-groups').getByRole('listitem').filter({ hasText: 'Welcome Harbour' });
  await expect(welcome.getByText('Welcome Harbour')).toBeVisible();
  await expect(welcome.getByTestId('unread-posts')).toHaveCount(0);

  // Two posts by someone else arrive; the list counts them once the device has them (the groups screen's refresh
  // and the change feed both bring them), and opening the group clears the count.
  const noah = await request.post('/api/v1/sessions', { data: { email: 'noah@example.com', password: MEMBER.password } });
  const s = (await noah.json()) as { secret_id: string; secret: string };
  const run = Date.now().toString(36);
  for (const body of [`Unread one ${run}`, `Unread two ${run}`]) {
    expect((await request.post('/api/v2/walls/welcome/posts', { headers: { 'X-Secret-Id': s.secret_id, 'X-Secret': s.secret }, data: { body } })).status()).toBe(201);
  }
  await page.evaluate(() => window.__engine?.syncNow());
  await expect(welcome.getByTestId('unread-posts')).toHaveText('2 new');
  await welcome.getByRole('link', { name: /Welcome Harbour/ }).click();
  await expect(page.getByTestId('feed').getByText(`Unread two ${run}`)).toBeVisible();
  await groupsLink.click();
  await expect(welcome.getByText('Welcome Harbour')).toBeVisible();
  await expect(welcome.getByTestId('unread-posts')).toHaveCount(0);
  await page.context().close();
});
