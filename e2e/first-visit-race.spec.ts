// Journey: a first visitor types and clicks at once, before the community's configuration arrives, and loses nothing.
import { expect, test } from '@playwright/test';

// A busy machine, made deterministic: the startup call (the configuration) is held until the visitor has typed and
// clicked, and the CPU runs four times slower, so screen chunks are still loading while the visitor acts.
for (let run = 1; run <= 10; run++) {
  test(`fresh visit ${run}: typing and the switch to code login survive the configuration's arrival`, async ({ browser }) => {
    const context = await browser.newContext();
    let release!: () => void;
    const configurationHeld = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/api/v1/startup', async (route) => {
      await configurationHeld;
      await route.continue();
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    await page.goto('/login');
    const loginEmail = page.getByTestId('login-form').getByLabel('Email');
    await loginEmail.fill('first@example.com');
    await page.getByRole('link', { name: 'Log in with an emailed code instead' }).click();
    await expect(page).toHaveURL(/\/magic$/);
    // The address and the screen agree at once: no login form left to type into under /magic.
    await expect(page.getByTestId('login-form')).toHaveCount(0);
    const codeEmail = page.getByLabel('Email');
    await codeEmail.fill(`visitor${run}@example.com`);

    release();
    await page.waitForFunction(() => document.title.includes('Harbour Lights'));
    // Settled: the configuration is in the mirror and every screen that depends on it has rendered again.
    await expect(page.getByRole('heading', { name: 'Log in to Harbour Lights' })).toBeVisible();
    await expect(page).toHaveURL(/\/magic$/);
    await expect(codeEmail).toHaveValue(`visitor${run}@example.com`);
    await expect(page.getByRole('button', { name: 'Email me a code' })).toBeEnabled();

    // And back on the password form, typed before anything else happens, kept as well.
    await page.getByRole('link', { name: 'Log in with a password instead' }).click();
    await page.getByLabel('Email').fill('again@example.com');
    await expect(page.getByRole('heading', { name: /Harbour Lights/ })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('again@example.com');
    await context.close();
  });
}
