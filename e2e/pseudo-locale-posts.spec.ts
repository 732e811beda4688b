// Journey: the post kit's screens read in the pseudo-language (src/i18n/pseudo-locale.ts) show no word of ours untranslated: feeds with the composer's parts open, the groups list, a post with its comments and its menu open, scheduled posts, a hashtag.
import { expect, test } from '@playwright/test';
import { pseudoLoginPage, signInPseudo, untranslatedOnScreens, type ScreenToRead } from './untranslated';

/** Each screen, and what shows once its content is there. */
const SCREENS: ScreenToRead[] = [
  ['feed', '/groups/welcome', '[data-testid=post]'],
  ['groups', '/groups', '[data-testid=group-item]'],
  ['activity feed', '/groups/onefeed', '[data-testid=post]'],
  ['hottest', '/groups/welcome/hottest', '[data-testid=post]'],
  ['post', '/posts/5', '[data-testid=comment]'],
  ['scheduled posts', '/scheduled-posts', 'h1'],
  ['hashtag', '/hashtag/music', 'h1'],
];

test('the feed, the groups, a post and its menu have no untranslated word', async ({ browser }) => {
  test.setTimeout(180_000);
  const { context, page } = await pseudoLoginPage(browser);
  await signInPseudo(page);
  const left = await untranslatedOnScreens(page, SCREENS, async (name) => {
    // The composer's parts (poll, link button, sharing) open, and a post's menu.
    if (name === 'feed') for (const part of await page.getByTestId('post-composer').locator('.composer__tools button[aria-pressed]').all()) await part.click();
    if (name === 'post') {
      await page.locator('.owner-menu__button').first().click();
      await expect(page.getByRole('menu')).toBeVisible();
    }
  });
  expect(left).toEqual({});
  await context.close();
});
