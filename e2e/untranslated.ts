// Finds words on a screen that were never translated: in the pseudo-language every word of ours is bracketed (src/i18n/pseudo-locale.ts).
import { expect, type Browser, type Page } from '@playwright/test';

/**
 * Visible text outside brackets, user content left out: what members wrote and named (isolated with `<bdi>` or
 * `dir="auto"` for right-to-left reading, or marked `data-user-content`; a title attribute that is a member's own,
 * marked `data-user-title`), Intl's words (times and dates in `<time>`, sizes and numbers in `<data>`), text marked as
 * written in a language of its own (`lang` inside the page: a licence's English), form values.
 */
export function untranslatedWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const skip = 'bdi, [dir="auto"], [data-user-content], time, data, body [lang], script, style, noscript, textarea, input, select, [hidden], [aria-hidden="true"]';
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(skip) || parent.getClientRects().length === 0) continue;
      const rest = (node.textContent ?? '').replace(/⟦[^⟧]*(⟧|$)/g, ' ').replace(/^[^⟦]*⟧/, ' ');
      if (/[A-Za-z]{2,}/.test(rest)) found.push(`${parent.tagName.toLowerCase()}${parent.className ? `.${String(parent.className).split(' ')[0]}` : ''}: ${rest.trim().slice(0, 80)}`);
    }
    const labels = [...document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')].flatMap((el) =>
      el.closest(skip) ? [] : ['aria-label', 'title', 'placeholder', 'alt'].map((a) => (a === 'title' && el.hasAttribute('data-user-title') ? '' : (el.getAttribute(a) ?? ''))).filter((v) => v && /[A-Za-z]{2,}/.test(v.replace(/⟦[^⟧]*⟧/g, ' '))),
    );
    return [...new Set([...found, ...labels.map((l) => `[label] ${l.slice(0, 80)}`)])];
  });
}

/** A browser asking for the pseudo-language only, on the login screen once the page speaks it. */
export async function pseudoLoginPage(browser: Browser) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript(() => Object.defineProperty(navigator, 'languages', { get: () => ['qps-ploc'] }));
  const page = await context.newPage();
  await page.goto('/login/password');
  await expect(page.locator('html')).toHaveAttribute('lang', 'qps');
  return { context, page };
}

/** Signs a member (the demo member unless told) in from the pseudo-language's login screen. */
export async function signInPseudo(page: Page, who = { email: 'member@example.com', password: process.env.DEMO_PASSWORD ?? 'e2e-demo-password' }): Promise<void> {
  await page.getByLabel(/⟦.*m.*l/i).first().fill(who.email);
  await page.locator('input[type="password"]').fill(who.password);
  await page.locator('button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A screen to read: its name, its path, and what shows once its content is there. */
export type ScreenToRead = [name: string, path: string, ready: string];

/**
 * Opens each screen in turn, waits for its content and for nothing to be loading, lets `open` open its parts (a menu,
 * the composer's tools), and answers the words left untranslated on each screen that has any.
 */
export async function untranslatedOnScreens(page: Page, screens: readonly ScreenToRead[], open?: (name: string) => Promise<void>): Promise<Record<string, string[]>> {
  const left: Record<string, string[]> = {};
  for (const [name, path, ready] of screens) {
    await page.goto(path);
    await page.locator(ready).first().waitFor();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await open?.(name);
    const words = await untranslatedWords(page);
    if (words.length > 0) left[name] = words;
  }
  return left;
}
