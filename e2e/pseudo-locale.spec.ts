// Journey: the app read in the pseudo-language shows no word of ours untranslated on the screens members use most.
import { expect, test } from '@playwright/test';
import { pseudoLoginPage, signInPseudo, untranslatedWords } from './untranslated';

const SCREENS: [string, string][] = [
  ['feed', '/groups/welcome'],
  ['saved', '/saved'],
  ['settings', '/profile/settings'],
  ['courses', '/courses'],
  ['inbox', '/messages'],
  ['activities', '/activities'],
  ['search', '/search'],
  ['members', '/members'],
];

test('no untranslated word on the login screen and the main screens', async ({ browser }) => {
  test.setTimeout(180_000);
  const { context, page } = await pseudoLoginPage(browser);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦');
  const left: Record<string, string[]> = { login: await untranslatedWords(page) };
  await signInPseudo(page);
  for (const [name, path] of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    left[name] = await untranslatedWords(page);
  }
  expect(Object.fromEntries(Object.entries(left).filter(([, words]) => words.length > 0))).toEqual({});
  await context.close();
});
