// Playwright: user journeys in Debian's Chromium against the server that `npm start` runs.
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './e2e/chromium';
import { SMTP_URL } from './e2e/mail-server';

const port = Number(process.env.E2E_PORT ?? 4391);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.tmp/e2e-results.json' }]],
  // A real SMTP server (smtp-server) on 127.0.0.1 that stores every mail in .tmp/e2e-mail/ for the journeys to read.
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL,
    trace: 'off',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    // The real start command, on a fresh embedded database of its own.
    command: 'rm -rf .tmp/e2e-data && npm start',
    url: `${baseURL}/api/v1/configuration`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: '.tmp/e2e-data',
      DEMO_PASSWORD: 'e2e-demo-password',
      DATABASE_URL: '',
      SMTP_URL,
      PUBLIC_URL: baseURL,
      // The journeys sign the demo member in many times within minutes.
      RATE_LIMIT_MULTIPLIER: '20',
      // The app shell is marked, so a journey may drive the page's engine (window.__engine) as the benchmarks do.
      E2E_HOOKS: '1',
      // Link previews may fetch pages a journey serves on 127.0.0.1 (refused without E2E_HOOKS; no other private range).
      LINK_PREVIEW_ALLOW_LOOPBACK: '1',
      // Web Push may reach the push journey's own HTTPS receiver on 127.0.0.1, whose self-signed certificate it trusts.
      PUSH_ALLOW_LOOPBACK: '1',
      PUSH_CA_FILE: 'tests/fixtures/push-receiver-cert.pem',
    },
  },
});
