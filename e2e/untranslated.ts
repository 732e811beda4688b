// Finds words on a screen that were never translated: in the pseudo-language every word of ours is bracketed (src/i18n/pseudo-locale.ts).
import { expect, type Browser, type Page } from '@playwright/test';

/**
 * Visible text outside brackets, user content left out: what members wrote and named (isolated with `<bdi>` or
 * `dir="auto"` for right-to-left reading, or marked `data-user-content`), times and dates (Intl's words), form values.
 */
export function untranslatedWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const skip = 'bdi, [dir="auto"], [data-user-content], time, script, style, noscript, textarea, input, select, [hidden], [aria-hidden="true"]';
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(skip) || parent.getClientRects().length === 0) continue;
      const rest = (node.textContent ?? '').replace(/⟦[^⟧]*(⟧|$)/g, ' ').replace(/^[^⟦]*⟧/, ' ');
      if (/[A-Za-z]{2,}/.test(rest)) found.push(`${parent.tagName.toLowerCase()}${parent.className ? `.${String(parent.className).split(' ')[0]}` : ''}: ${rest.trim().slice(0, 80)}`);
    }
    const labels = [...document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')].flatMap((el) =>
      el.closest(skip) ? [] : ['aria-label', 'title', 'placeholder', 'alt'].map((a) => el.getAttribute(a) ?? '').filter((v) => v && /[A-Za-z]{2,}/.test(v.replace(/⟦[^⟧]*⟧/g, ' '))),
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

/** Signs the demo member in from the pseudo-language's login screen. */
export async function signInPseudo(page: Page): Promise<void> {
  await page.getByLabel(/⟦.*m.*l/i).first().fill('member@example.com');
  await page.locator('input[type="password"]').fill(process.env.DEMO_PASSWORD ?? 'e2e-demo-password');
  await page.locator('button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login/);
}
