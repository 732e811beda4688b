// Journey (issue 9): a member asks to join a private group, an admin approves on the requests screen, the group and its feed
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
