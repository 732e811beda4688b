// Journey: the page speaks the first of the browser's languages the community offers (Ukrainian, Hebrew right to left), English otherwise, and the engine's calls ask for it.
import { expect, test, type Browser, type Request } from '@playwright/test';
import { MEMBER } from './helpers';

/** The login screen's words in the language the page speaks: signing in proves the screen is translated. */
interface LoginWords {
  email: string;
  password: string;
  logIn: string;
}

const ENGLISH: LoginWords = { email: 'Email', password: 'Password', logIn: 'Log in' };

/**
 * A browser asking for `locale`, in a community offering `offered`: the journeys' community offers English only, so its
 * startup answer is changed on the way, as a host's configuration would have it.
 */
async function visit(browser: Browser, locale: string, offered: string, words: LoginWords = ENGLISH) {
  const context = await browser.newContext({ locale, serviceWorkers: 'block' });
  await context.route('**/api/v1/startup', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { configuration: { available_languages: string } };
    body.configuration.available_languages = offered;
    await route.fulfill({ response, json: body });
  });
  const page = await context.newPage();
  await page.goto('/login/password');
  await page.getByLabel(words.email, { exact: true }).fill(MEMBER.email);
  await page.getByLabel(words.password, { exact: true }).fill(MEMBER.password);
  await page.getByRole('button', { name: words.logIn, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login|:\d+\/$/);
  return { context, page };
}

test('Ukrainian: the shell and the Saved screen speak it, and the engine asks the server for it', async ({ browser }) => {
  const { context, page } = await visit(browser, 'uk-UA', 'en,uk,he', { email: 'Електронна пошта', password: 'Пароль', logIn: 'Увійти' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('navigation', { name: 'Головне меню' }).getByRole('link', { name: 'Групи' }).first()).toBeVisible();

  // The browser itself asks for uk-UA; the engine names the language the page chose.
  const savedRead = context.waitForEvent('request', (r: Request) => r.url().includes('/api/v2/account/saved_items'));
  await page.getByRole('navigation', { name: 'Головне меню' }).getByRole('link', { name: 'Збережене' }).click();
  await expect(page.getByRole('heading', { name: 'Збережене' })).toBeVisible();
  expect((await savedRead).headers()['accept-language']).toBe('uk');
  await context.close();
});

test('Hebrew reads right to left', async ({ browser }) => {
  const { context, page } = await visit(browser, 'he-IL', 'en,he', { email: 'אימייל', password: 'סיסמה', logIn: 'התחברות' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  await expect(page.getByRole('link', { name: 'קבוצות' }).first()).toBeVisible();

  // The feed's cards and composer speak it from their first frame (the posts namespace loads with the shell).
  await page.goto('/groups/welcome');
  const composer = page.getByTestId('post-composer');
  await expect(composer.getByRole('textbox', { name: 'כתיבת פוסט' })).toBeVisible();
  await expect(composer.getByRole('button', { name: 'פרסום' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'אחרונים' })).toBeVisible();
  const card = page.getByTestId('post').first();
  await expect(card.getByRole('link', { name: 'לצפייה בפוסט' })).toBeVisible();
  await card.getByRole('button', { name: 'אפשרויות הפוסט' }).click();
  await expect(card.getByRole('menu').getByRole('menuitem').last()).toHaveText(/^(דיווח על הפוסט|מחיקה)$/);
  await context.close();
});

test('a language the community does not offer: English', async ({ browser }) => {
  const { context, page } = await visit(browser, 'fr-FR', 'en,uk');
  await expect(page.getByRole('link', { name: 'Groups' }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});
