// Journey: a first visitor types and clicks at once, before the community's configuration arrives, and loses nothing.
import { expect, test } from '@playwright/test';

/** A request pattern answered only once the journey lets it through. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

// A busy machine, made deterministic: the startup call (the configuration) and the code-login screen's chunk are held
// until the visitor has acted, and the CPU runs four times slower. Whatever the timing, nothing typed may be lost.
for (let run = 1; run <= 10; run++) {
  test(`fresh visit ${run}: typing and the switch to code login survive the configuration's arrival`, async ({ browser }) => {
    const context = await browser.newContext();
    const configuration = gate();
    const codeScreen = gate();
    await context.route('**/api/v1/startup', async (route) => {
      await configuration.opened;
      await route.continue();
    });
    await context.route('**/assets/LoginCodeScreen-*.js', async (route) => {
      await codeScreen.opened;
      await route.continue();
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    await page.goto('/login');
    await page.getByTestId('login-form').getByLabel('Email').fill('first@example.com');
    await page.getByRole('link', { name: 'Log in with an emailed code instead' }).click();
    await expect(page).toHaveURL(/\/magic$/);
    // The address and the screen agree at once: while the code screen loads, no login form is left to type into
    // (Suspense keeps the old screen mounted but hidden under the skeleton).
    await expect(page.getByTestId('login-form')).toBeHidden();
    await expect(page.getByTestId('skeleton')).toBeVisible();
    codeScreen.open();
    const codeEmail = page.getByTestId('code-request-form').getByLabel('Email');
    await codeEmail.fill(`visitor${run}@example.com`);

    configuration.open();
    await page.waitForFunction(() => document.title.includes('Harbour Lights'));
    // Settled: the configuration is in the mirror and every screen that depends on it has rendered again.
    await expect(page.getByRole('heading', { name: 'Log in to Harbour Lights' })).toBeVisible();
    await expect(page).toHaveURL(/\/magic$/);
    await expect(codeEmail).toHaveValue(`visitor${run}@example.com`);
    await expect(page.getByRole('button', { name: 'Email me a code' })).toBeEnabled();

    // And back on the password form, typed at once, kept as well.
    await page.getByRole('link', { name: 'Log in with a password instead' }).click();
    await page.getByLabel('Email').fill('again@example.com');
    await expect(page.getByRole('heading', { name: /Harbour Lights/ })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('again@example.com');
    await context.close();
  });
}
