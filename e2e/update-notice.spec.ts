// Journey: a second build installs while the app is open; the notice offers Refresh, the new build takes over and runs; never a raw error.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { waitForServiceWorkerControl } from './helpers';
import { startOwnServer, type OwnServer } from './own-server';

const NOTICE = 'An update of this site is available. Please refresh the page.';

/**
 * What a deploy of a new build changes for the browser: index.html (here a marker naming the build) and the service
 * worker's precache list, whose revision for index.html follows the file's content (scripts/inject-precache.ts).
 */
function deploySecondBuild(dir: string): void {
  const indexFile = path.join(dir, 'index.html');
  const oldIndex = fs.readFileSync(indexFile);
  const oldRevision = crypto.createHash('sha256').update(oldIndex).digest('hex').slice(0, 16);
  const newIndex = oldIndex.toString('utf8').replace('<head>', '<head><meta name="app-build" content="second">');
  fs.writeFileSync(indexFile, newIndex);
  for (const compressed of ['index.html.gz', 'index.html.br']) fs.rmSync(path.join(dir, compressed), { force: true });
  const swFile = path.join(dir, 'sw.js');
  const sw = fs.readFileSync(swFile, 'utf8');
  expect(sw).toContain(oldRevision);
  const newRevision = crypto.createHash('sha256').update(newIndex).digest('hex').slice(0, 16);
  fs.writeFileSync(swFile, sw.replace(oldRevision, newRevision));
  for (const compressed of ['sw.js.gz', 'sw.js.br']) fs.rmSync(path.join(dir, compressed), { force: true });
}

/** The build the page runs: the second one's index.html carries a marker (deploySecondBuild). */
const secondBuildMarker = (page: Page) => page.locator('meta[name="app-build"][content="second"]');

let server: OwnServer;
let distCopy: string;

test.beforeEach(async ({ page: _page }, testInfo) => {
  distCopy = path.resolve(`.tmp/e2e-update-dist-${testInfo.workerIndex}`);
  fs.rmSync(distCopy, { recursive: true, force: true });
  fs.cpSync('dist', distCopy, { recursive: true });
  server = await startOwnServer('e2e-update', 19, { STATIC_DIR: distCopy });
});

test.afterEach(() => {
  server.process.kill();
});

async function openOnFirstBuild(page: Page, errors: string[]): Promise<void> {
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${server.url}/login/password`);
  await waitForServiceWorkerControl(page);
  await expect(page.getByLabel(/password/i)).toBeVisible();
  await expect(secondBuildMarker(page)).toHaveCount(0);
  deploySecondBuild(distCopy);
  // What the browser does by itself on a later visit or when the tab comes back to the front.
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await expect(page.getByRole('alert').filter({ hasText: NOTICE })).toBeVisible();
  // Waiting, not yet running: the open page keeps the build it started with.
  await expect(secondBuildMarker(page)).toHaveCount(0);
}

test('Refresh lets the waiting build take over and the page reloads once into it', async ({ page }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  await openOnFirstBuild(page, errors);
  let loads = 0;
  page.on('load', () => loads++);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(secondBuildMarker(page)).toHaveCount(1);
  await expect(page.getByLabel(/password/i)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: NOTICE })).toHaveCount(0);
  expect(loads).toBe(1);
  expect(errors).toEqual([]);
});
