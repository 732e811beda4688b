// Journey: on a firebase deployment the device registers an FCM token made by firebase's own messaging SDK (loaded only then) on the app's service worker; Google's token services are played by the test, as headless Chromium has no push service.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInThroughUi, waitForServiceWorkerControl } from './helpers';
import { startOwnServer } from './own-server';

const PROJECT = 'community-push-e2e';
const FIREBASE_CONFIG = { apiKey: 'AIzaE2eKey', appId: '1:5678:web:e2e', messagingSenderId: '5678', projectId: PROJECT };
const FCM_TOKEN = 'fcm-token-from-the-registrations-service';
/** The device's push subscription as a push service would give it (FCM's endpoint, the browser's keys). */
const SUBSCRIPTION = { endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-device', p256dh: crypto.randomBytes(65).toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') };

/** A second community server of this journey's own, with a firebase config. */
function startFirebaseServer() {
  return startOwnServer('e2e-fcm', 17, { FIREBASE_CONFIG: JSON.stringify(FIREBASE_CONFIG) }, (dataDir) => {
    const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const keyFile = path.join(dataDir, 'service-account.json');
    fs.writeFileSync(keyFile, JSON.stringify({ type: 'service_account', project_id: PROJECT, client_email: `push@${PROJECT}.iam.gserviceaccount.com`, private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }) }));
    return { FIREBASE_SERVICE_ACCOUNT_FILE: keyFile };
  });
}

test('on a firebase deployment, the device registers the FCM token firebase makes for it, and can turn it off and on', async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const server = await startFirebaseServer();
  const context = await browser.newContext({ baseURL: server.url });
  await context.grantPermissions(['notifications'], { origin: server.url });
  // No push service here: the browser's subscribe answers the subscription a push service would have made.
  await context.addInitScript((sub) => {
    const decode = (s: string) => Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;
    let current: PushSubscription | null = null;
    const made = {
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: (name: string) => decode(name === 'auth' ? sub.auth : sub.p256dh),
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: { p256dh: sub.p256dh, auth: sub.auth } }),
      unsubscribe: async () => ((current = null), true),
    } as unknown as PushSubscription;
    PushManager.prototype.subscribe = async () => (current = made);
    PushManager.prototype.getSubscription = async () => current;
  }, SUBSCRIPTION);
  // Google's token services, as firebase's SDK calls them: its installation, then the device's registration.
  const registrations: unknown[] = [];
  await context.route('https://firebaseinstallations.googleapis.com/**', (route) =>
    route.fulfill({ json: { fid: 'cK0e2eInstallationId0', refreshToken: 'refresh', authToken: { token: 'installation-auth', expiresIn: '604800s' } } }),
  );
  await context.route(`https://fcmregistrations.googleapis.com/v1/projects/${PROJECT}/registrations`, async (route) => {
    registrations.push(route.request().postDataJSON());
    await route.fulfill({ json: { token: FCM_TOKEN } });
  });
  try {
    const page = await context.newPage();
    const sent: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v2/device/fcm_registration_token') && r.method() === 'PUT') sent.push(r.postDataJSON());
    });
    await page.goto('/');
    // Notifications were allowed on this device before: signing in registers it without a question.
    await signInThroughUi(page);
    await waitForServiceWorkerControl(page);
    await expect.poll(() => sent).toEqual([{ registration_token: FCM_TOKEN }]);
    // firebase got its token for this device's subscription and keys.
    expect(registrations).toEqual([{ web: expect.objectContaining({ endpoint: SUBSCRIPTION.endpoint, auth: SUBSCRIPTION.auth, p256dh: SUBSCRIPTION.p256dh }) }]);

    await page.goto('/profile/settings/push-notifications');
    await expect(page.getByTestId('push-state')).toHaveText('Notifications are on for this device.');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`push-fcm-${width}.png`) });
    }
    // Turned off here: the server forgets the token, and the app, though allowed to, does not register it again by
    // itself, not after moving around either; turned on again: firebase's token once more.
    await page.getByRole('button', { name: 'Turn off on this device' }).click();
    await expect(page.getByTestId('push-state')).toHaveText('Notifications are off for this device.');
    await page.getByRole('link', { name: 'Courses' }).first().click();
    await expect(page.getByRole('heading').first()).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('push-state')).toHaveText('Notifications are off for this device.');
    await page.getByRole('button', { name: 'Turn on notifications' }).click();
    await expect(page.getByTestId('push-state')).toHaveText('Notifications are on for this device.');
    expect(sent).toEqual([{ registration_token: FCM_TOKEN }, { registration_token: null }, { registration_token: FCM_TOKEN }]);
  } finally {
    await context.close();
    server.process.kill();
  }
});
