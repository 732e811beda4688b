// Journey: every screen at 320, 390, 768 and 1280 px: nothing overflows, no control leaves the viewport, axe finds no
// serious or critical violation; each screenshot is kept as an artifact.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { seriousViolations } from './axe';
import { signInThroughUi } from './helpers';
import { openNewChatOnPhone } from './inbox-steps';

const WIDTHS = [320, 390, 768, 1280] as const;

interface Screen {
  name: string;
  path: string;
  /** visible once the screen has its content */
  ready: (page: Page) => ReturnType<Page['locator']>;
}

const heading = (page: Page) => page.locator('main h1').first();

const signedOut: Screen[] = [
  { name: 'login', path: '/login', ready: (p) => p.getByTestId('login-form') },
  { name: 'password-login', path: '/login/password', ready: (p) => p.getByTestId('login-form') },
  { name: 'code-login', path: '/magic', ready: (p) => p.getByTestId('code-request-form') },
  { name: 'signup', path: '/signup', ready: (p) => p.getByTestId('signup-form') },
  { name: 'forgot-password', path: '/forgot-password', ready: (p) => p.getByTestId('forgot-password-form') },
  { name: 'legal-document', path: '/legal/privacy_policy', ready: (p) => p.getByTestId('legal-document') },
];

const signedIn = (postPath: string, badgePath: string, otherPath: string, eventPath: string): Screen[] => [
  { name: 'feed', path: '/groups/welcome', ready: (p) => p.locator('article').first() },
  { name: 'feed-hottest', path: '/groups/welcome/hottest', ready: (p) => p.locator('article').first() },
  { name: 'groups', path: '/groups', ready: (p) => p.getByTestId('my-groups') },
  { name: 'activity-feed', path: '/groups/onefeed', ready: (p) => p.getByTestId('activity-feed').getByTestId('post').first() },
  // The demo member answers no requests: the screen says so (an admin's requests: e2e/group-membership.spec.ts).
  { name: 'membership-requests', path: '/groups/requests', ready: heading },
  { name: 'inbox', path: '/messages', ready: (p) => p.getByTestId('inbox').getByRole('heading', { name: 'Messages' }) },
  { name: 'search', path: '/search?q=harbour', ready: (p) => p.getByTestId('search-results') },
  { name: 'activities', path: '/activities', ready: (p) => p.getByTestId('activities') },
  { name: 'notification-centre', path: '/profile/settings/notifications-centre', ready: (p) => p.getByTestId('category-comment') },
  { name: 'hashtag', path: '/hashtag/nosuchtagyet', ready: (p) => p.getByText('No posts with #nosuchtagyet yet.') },
  { name: 'scheduled-posts', path: '/scheduled-posts', ready: (p) => p.getByTestId('scheduled-empty').or(p.getByTestId('scheduled-post').first()) },
  { name: 'post', path: postPath, ready: (p) => p.getByTestId('post-screen') },
  { name: 'library', path: '/folders', ready: (p) => p.getByTestId('folder-contents') },
  { name: 'folder', path: '/folders/1', ready: (p) => p.getByTestId('folder-contents') },
  { name: 'article', path: '/articles/1', ready: (p) => p.getByTestId('article-title') },
  { name: 'courses', path: '/courses', ready: (p) => p.getByTestId('course-card').first() },
  { name: 'course', path: '/courses/1', ready: (p) => p.getByTestId('lesson-row').first() },
  { name: 'lesson', path: '/courses/1/lessons/1', ready: (p) => p.getByTestId('lesson-screen') },
  { name: 'profile', path: '/profile', ready: (p) => p.getByTestId('profile-head').getByTestId('profile-counts') },
  { name: 'member-profile', path: otherPath, ready: (p) => p.getByTestId('follow-button') },
  { name: 'badge', path: badgePath, ready: (p) => p.getByTestId('badge-earned') },
  { name: 'members', path: '/members', ready: (p) => p.getByTestId('member-results') },
  { name: 'blocked-members', path: '/blocked-members', ready: (p) => p.getByText('You have not blocked anyone.') },
  { name: 'profile-edit', path: '/profile/edit', ready: (p) => p.getByTestId('profile-edit') },
  { name: 'settings', path: '/profile/settings', ready: (p) => p.getByTestId('profile-settings') },
  { name: 'email-settings', path: '/profile/settings/emails', ready: (p) => p.getByTestId('email-settings') },
  { name: 'delete-account', path: '/profile/settings/delete-account', ready: (p) => p.getByTestId('delete-account') },
  { name: 'events', path: '/events', ready: (p) => p.getByTestId('event-card').first() },
  { name: 'event', path: eventPath, ready: (p) => p.getByTestId('event-rsvp') },
  // The demo member hosts nothing: the editor says only admins create events (a host's editor: e2e/events-*.spec.ts).
  { name: 'event-new', path: '/events/new', ready: (p) => p.getByTestId('event-not-host') },
  { name: 'walkthrough', path: '/walkthrough', ready: (p) => p.getByTestId('walkthrough').or(heading(p)).first() },
];

/** Horizontal overflow and the interactive elements that stick out of the viewport, as the page reports them. */
function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const outside = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden' && (r.left < -0.5 || r.right > width + 0.5);
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 30)}"`);
    return { scrollWidth: document.documentElement.scrollWidth, width, outside };
  });
}

async function check(page: Page, screen: Screen, width: number, testInfo: TestInfo): Promise<void> {
  await page.goto(screen.path);
  await expect(screen.ready(page)).toBeVisible();
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
  const shot = testInfo.outputPath(`${screen.name}-${width}.png`);
  await page.screenshot({ path: shot, fullPage: true });
  await testInfo.attach(`${screen.name} at ${width} px`, { path: shot, contentType: 'image/png' });

  const layout = await layoutProblems(page);
  expect.soft(layout.scrollWidth, `${screen.name} at ${width} px overflows`).toBeLessThanOrEqual(layout.width);
  expect.soft(layout.outside, `${screen.name} at ${width} px: controls outside the viewport`).toEqual([]);
  expect.soft(await seriousViolations(page), `${screen.name} at ${width} px: axe`).toEqual([]);
}

for (const width of WIDTHS) {
  test(`every screen fits ${width} px and passes axe`, async ({ browser }, testInfo) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ viewport: { width, height: width < 768 ? 800 : 900 } });
    const page = await context.newPage();
    for (const screen of signedOut) await check(page, screen, width, testInfo);

    await page.goto('/login');
    await signInThroughUi(page);
    await page.goto('/groups/welcome');
    const postPath = await page.getByRole('link', { name: 'View post' }).first().getAttribute('href');
    expect(postPath).toMatch(/^\/posts\/\d+$/);
    await page.goto('/profile');
    const badgePath = await page.getByTestId('profile-badge').first().getAttribute('href');
    expect(badgePath).toMatch(/^\/profile\/\d+\/badges\/\w+$/);
    await page.goto('/members?q=noah');
    const otherPath = await page.getByTestId('member-results').getByRole('link', { name: 'Noah Fisher' }).getAttribute('href');
    expect(otherPath).toMatch(/^\/profile\/\d+$/);
    await page.goto('/events');
    const eventPath = await page.getByTestId('event-card').first().getByRole('link').first().getAttribute('href');
    expect(eventPath).toMatch(/^\/events\/\d+$/);
    for (const screen of signedIn(postPath!, badgePath!, otherPath!, eventPath!)) await check(page, screen, width, testInfo);
    await context.close();
  });
}

test('the bars follow docs/product.md 9: 64 px on wide screens, 48 px top and bottom on phones', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  await page.goto('/login');
  await signInThroughUi(page);
  await page.goto('/groups/welcome');
  await expect(page.locator('article').first()).toBeVisible();
  expect((await page.locator('.top-bar').boundingBox())?.height).toBe(48);
  const bottom = page.getByRole('navigation', { name: 'Main' });
  await expect(bottom).toBeVisible();
  expect((await bottom.boundingBox())?.height).toBe(48);
  // One back control at most, and none on the home feed, which has nowhere to go back to.
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await page.getByRole('link', { name: 'View post' }).first().click();
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: /back/i })).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 900 });
  expect((await page.locator('.top-bar').boundingBox())?.height).toBe(64);
  await context.close();
});

test('every action of the frame is reachable by keyboard, with a visible focus', async ({ page }) => {
  await page.goto('/login');
  await signInThroughUi(page);
  await page.goto('/groups/welcome');
  await expect(page.locator('article').first()).toBeVisible();
  const reached: string[] = [];
  // Up to the composer: the frame's links first (the side column's places, the capabilities' among them, and the member's groups), then the page.
  for (let i = 0; i < 36 && !reached.includes('Write a post'); i++) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      // The accessible name, roughly: aria-label, the field's label, or the text without decorative icons.
      const text = (node: Element): string => [...node.childNodes].map((c) => (c instanceof Element ? (c.getAttribute('aria-hidden') === 'true' ? '' : text(c)) : (c.textContent ?? ''))).join('');
      const input = el as HTMLInputElement;
      const name = el.getAttribute('aria-label') ?? input.labels?.[0]?.textContent ?? text(el);
      return { name: name.trim(), visible: style.outlineStyle !== 'none' && style.outlineWidth !== '0px' };
    });
    expect(focus.visible, `focus on "${focus.name}" is visible`).toBe(true);
    reached.push(focus.name);
  }
  expect(reached).toEqual(expect.arrayContaining(['Groups', 'Profile', 'Settings', 'Account', 'Write a post']));

  // The account menu opens and signs out from the keyboard.
  await page.getByRole('button', { name: 'Account' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'My profile' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'My profile' })).toHaveCount(0);
});

/** Each place of the bottom bar: its box, and whether its label is cut or spills out of it. */
function barPlaces(page: Page) {
  return page.getByTestId('bottom-bar').evaluate((bar) =>
    [...bar.querySelectorAll<HTMLElement>(':scope > a, :scope > button')].map((item) => {
      const label = item.querySelector<HTMLElement>('.main-nav__label')!;
      const box = item.getBoundingClientRect();
      const text = label.getBoundingClientRect();
      return {
        name: label.textContent,
        cut: label.scrollWidth > label.clientWidth,
        inside: text.left >= box.left - 0.5 && text.right <= box.right + 0.5,
      };
    }),
  );
}

for (const width of [360, 390]) {
  test(`the bottom bar at ${width} px: five places at most, every label whole inside its place, the rest in More`, async ({ browser }, testInfo) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto('/login');
    await signInThroughUi(page);
    for (const path of ['/groups/welcome', '/activities']) {
      await page.goto(path);
      const places = await barPlaces(page);
      expect(places.length, `${path}: places on the bar`).toBeLessThanOrEqual(5);
      expect(places.map((p) => p.name)).toEqual(['All posts', 'Groups', 'Messages', 'Alerts', 'More']);
      for (const place of places) {
        expect.soft(place.cut, `"${place.name}" is cut at ${width} px`).toBe(false);
        expect.soft(place.inside, `"${place.name}" spills out of its place at ${width} px`).toBe(true);
      }
    }
    await expect(page.getByTestId('bottom-bar').getByRole('link', { name: /Alerts/ })).toHaveAttribute('aria-current', 'page');

    // More holds the other areas, Members and Settings among them, each a 44 px target; Escape closes it.
    await page.getByRole('button', { name: 'More' }).click();
    const sheet = page.getByTestId('more-sheet');
    for (const name of ['Library', 'Courses', 'Search', 'Members', 'Profile', 'Settings', 'Saved']) {
      const link = sheet.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await page.screenshot({ path: testInfo.outputPath(`more-sheet-${width}.png`) });
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await page.getByRole('button', { name: 'More' }).click();
    await sheet.getByRole('link', { name: 'Members', exact: true }).click();
    await expect(page).toHaveURL(/\/members$/);
    await expect(sheet).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'More' })).toHaveAttribute('aria-current', 'page');
    await context.close();
  });
}

test('a chat message\'s Edit and Delete are tap targets of at least 44 by 44 px, and the chat passes axe', async ({ browser, request }, testInfo) => {
  const { context, page } = await openNewChatOnPhone(browser, request);
  await page.getByTestId('message-input').fill('Tap targets check');
  await page.getByTestId('message-input').press('Enter');
  const mine = page.getByTestId('message').filter({ hasText: 'Tap targets check' });
  await expect(mine.getByTestId('message-sent')).toBeVisible();
  for (const name of ['Edit', 'Delete']) {
    const box = (await mine.getByRole('button', { name, exact: true }).boundingBox())!;
    expect.soft(box.width, `${name} width`).toBeGreaterThanOrEqual(44);
    expect.soft(box.height, `${name} height`).toBeGreaterThanOrEqual(44);
  }
  await page.screenshot({ path: testInfo.outputPath('chat-actions-390.png') });
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test('from 1100 px the side column lists the member\'s groups beside the content, also offline', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await signInThroughUi(page);
  await page.goto('/groups/welcome');
  const side = page.getByTestId('side-column');
  const groups = side.getByTestId('side-groups');
  await expect(groups.getByRole('link', { name: 'Welcome Harbour' })).toHaveAttribute('aria-current', 'page');
  // Beside the content, not over it.
  const column = (await side.boundingBox())!;
  const main = (await page.locator('main').boundingBox())!;
  expect(column.x + column.width <= main.x || main.x + main.width <= column.x).toBe(true);
  await expect(page.getByTestId('bottom-bar')).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('side-column-1280.png') });
  await context.setOffline(true);
  await groups.getByRole('link', { name: 'Welcome Harbour' }).click();
  await expect(groups.getByRole('link', { name: 'Welcome Harbour' })).toBeVisible();
  await context.setOffline(false);
  // Narrower than 1100 px: no side column, the bottom bar instead.
  await page.setViewportSize({ width: 1000, height: 900 });
  await expect(side).toBeHidden();
  await expect(page.getByTestId('bottom-bar')).toBeVisible();
  await context.close();
});
