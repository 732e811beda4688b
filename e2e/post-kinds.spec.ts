// Journey: each post kind made in the composer (poll, link button, shared group, mention, a host's scheduled post)
// and each rule's message shown beside the part it concerns, with the send button held until the post is valid.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, MEMBER, signInThroughUi } from './helpers';

const ADMIN = { email: 'admin@example.com', password: MEMBER.password };
type Session = Awaited<ReturnType<typeof apiSignIn>>;

interface WirePost {
  id: number;
  body: string;
  poll: { options: { text: string }[]; hide_results: boolean } | null;
  link_button: { text: string; url: string } | null;
  shared: { type: string; name: string } | null;
  scheduled_at: string | null;
  text_entities: { mentions: { user_id: number }[] };
}

async function serverPost(request: APIRequestContext, session: Session, body: string): Promise<WirePost | undefined> {
  const res = await request.get('/api/v2/walls/welcome/recent_posts?limit=30', { headers: session.headers });
  return ((await res.json()) as { posts: WirePost[] }).posts.find((p) => p.body === body);
}

async function openWall(page: Page, who = MEMBER) {
  await page.goto('/');
  await signInThroughUi(page, who);
  await page.goto('/groups/welcome');
  await expect(page.getByTestId('post-composer').getByLabel('Write a post')).toBeEnabled();
}

/** A datetime-local value `minutes` from now, in the page's local time. */
const localIn = (page: Page, minutes: number) =>
  page.evaluate((m) => {
    const d = new Date(Date.now() + m * 60_000);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
  }, minutes);

test('the composer shows each rule beside its part and holds the send button until the post is valid', async ({ page }) => {
  await openWall(page);
  const composer = page.getByTestId('post-composer');
  const send = composer.getByRole('button', { name: 'Post', exact: true });
  await expect(send).toBeDisabled();

  await composer.getByRole('button', { name: 'Link button', exact: true }).click();
  const link = composer.getByTestId('link-editor');
  await link.getByLabel('Link', { exact: true }).fill('tickets.example.com');
  await expect(link.getByText('This is not a valid URL')).toBeVisible();
  await expect(link.getByText('Link button text is required')).toBeVisible();
  await expect(composer.getByText('A post needs some text or media.')).toBeVisible();
  await link.getByLabel('Link', { exact: true }).fill('https://tickets example.com');
  await expect(link.getByText('This is not a valid URL')).toBeVisible();
  await link.getByLabel('Button text', { exact: true }).fill('Tickets');
  await link.getByLabel('Link', { exact: true }).fill('mailto:crew@example.com');
  await composer.getByLabel('Write a post').fill('Rules');
  await expect(composer.getByTestId('field-errors')).toHaveCount(0);
  await expect(send).toBeEnabled();

  await composer.getByRole('button', { name: 'Poll', exact: true }).click();
  const poll = composer.getByTestId('poll-editor');
  await expect(link.getByText('A link button cannot be combined with a poll.')).toBeVisible();
  await poll.getByLabel('Option 1', { exact: true }).fill('Yes');
  await expect(poll.getByText('Poll options cannot be empty.')).toBeVisible();
  await poll.getByLabel('Option 2', { exact: true }).fill('No');
  await poll.getByLabel('Ends', { exact: true }).fill(await localIn(page, 30));
  await expect(poll.getByText('A poll must end at least one hour from now.')).toBeVisible();
  await expect(send).toBeDisabled();

  await composer.getByRole('button', { name: 'Share', exact: true }).click();
  await composer.getByTestId('share-picker').getByLabel('Group or event').selectOption({ label: 'Announcements' });
  await expect(poll.getByText('A poll cannot be combined with a shared group or event.')).toBeVisible();
  await expect(link.getByText('A link button cannot be combined with a shared group or event.')).toBeVisible();
  // The member is not a host: no schedule control at all.
  await expect(composer.getByRole('button', { name: 'Schedule', exact: true })).toHaveCount(0);

  await composer.getByRole('button', { name: 'Remove poll' }).click();
  await composer.getByRole('button', { name: 'Remove sharing' }).click();
  await expect(send).toBeEnabled();
});

test('a member posts a poll, a link button, a shared group and a mention picked from the suggestions', async ({ page, request }) => {
  await openWall(page);
  const session = await apiSignIn(request);
  const composer = page.getByTestId('post-composer');
  const send = composer.getByRole('button', { name: 'Post', exact: true });
  const text = composer.getByLabel('Write a post');
  const stamp = Date.now();

  // A poll with hidden results.
  await text.fill(`Where next? ${stamp}`);
  await composer.getByRole('button', { name: 'Poll', exact: true }).click();
  await composer.getByLabel('Option 1', { exact: true }).fill('Pier');
  await composer.getByLabel('Option 2', { exact: true }).fill('Harbour');
  await composer.getByRole('button', { name: 'Add an option' }).click();
  await composer.getByLabel('Option 3', { exact: true }).fill('Lighthouse');
  await composer.getByLabel('Hide results until the poll ends').check();
  await send.click();
  await expect(text).toHaveValue('');
  await expect(composer.getByTestId('poll-editor')).toHaveCount(0);
  await expect.poll(async () => (await serverPost(request, session, `Where next? ${stamp}`))?.poll?.options.map((o) => o.text)).toEqual([
    'Pier',
    'Harbour',
    'Lighthouse',
  ]);

  // A link button: an external link that opens apart from the app.
  await text.fill(`Tickets are out ${stamp}`);
  await composer.getByRole('button', { name: 'Link button', exact: true }).click();
  await composer.getByLabel('Button text', { exact: true }).fill('Buy tickets');
  await composer.getByLabel('Link', { exact: true }).fill('https://tickets.example.com/pier');
  await send.click();
  const linkCard = page.getByTestId('post').filter({ hasText: `Tickets are out ${stamp}` });
  const button = linkCard.getByRole('link', { name: 'Buy tickets' });
  await expect(button).toHaveAttribute('href', 'https://tickets.example.com/pier');
  await expect(button).toHaveAttribute('target', '_blank');
  await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(linkCard).not.toHaveAttribute('data-status', /./);

  // A shared group, shown as a card linking to it.
  await text.fill(`Everyone should read this ${stamp}`);
  await composer.getByRole('button', { name: 'Share', exact: true }).click();
  await composer.getByLabel('Group or event').selectOption({ label: 'Announcements' });
  await send.click();
  const sharedCard = page.getByTestId('post').filter({ hasText: `Everyone should read this ${stamp}` }).getByTestId('shared-card');
  await expect(sharedCard).toContainText('Announcements');
  await expect(sharedCard).toHaveAttribute('href', '/groups/announcements');

  // An upcoming event (the list comes from the server), shown as a card once the server's post is in.
  await text.fill(`See you at the pier ${stamp}`);
  await composer.getByRole('button', { name: 'Share', exact: true }).click();
  await composer.getByLabel('Group or event').selectOption({ label: 'Live at the Pier' });
  await send.click();
  const eventCard = page.getByTestId('post').filter({ hasText: `See you at the pier ${stamp}` }).getByTestId('shared-card');
  await expect(eventCard).toContainText('Event');
  await expect(eventCard).toContainText('Live at the Pier');

  // A mention picked from the suggestions after `@`, in the middle of the text: typing goes on right after it.
  await text.fill(`Thanks  for the help #crew ${stamp}`);
  await text.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(7, 7));
  await text.pressSequentially('@noa');
  const suggestions = composer.getByTestId('mention-suggestions');
  await suggestions.getByRole('option', { name: /Noah Fisher/ }).click();
  await text.pressSequentially(' and all');
  const body = `Thanks @noah and all for the help #crew ${stamp}`;
  await expect(text).toHaveValue(body);
  await send.click();
  const card = page.getByTestId('post').filter({ hasText: body });
  await expect(card).not.toHaveAttribute('data-status', /./);
  await expect(card.locator('.mention')).toHaveText('@noah');
  await expect(card.locator('.hashtag')).toHaveText('#crew');
  expect((await serverPost(request, session, body))?.text_entities.mentions).toHaveLength(1);
});

test('a host schedules a post: refused in the past, then shown to them as scheduled and hidden from members', async ({ page, request }) => {
  await openWall(page, ADMIN);
  const composer = page.getByTestId('post-composer');
  const stamp = Date.now();
  await composer.getByLabel('Write a post').fill(`Doors open soon ${stamp}`);
  await composer.getByRole('button', { name: 'Schedule', exact: true }).click();
  const picker = composer.getByTestId('schedule-picker');
  await picker.getByLabel('Publish at').fill(await localIn(page, -5));
  await expect(picker.getByText('The scheduled time must be in the future.')).toBeVisible();
  const send = composer.getByRole('button', { name: 'Schedule post' });
  await expect(send).toBeDisabled();
  await picker.getByLabel('Publish at').fill(await localIn(page, 120));
  await expect(send).toBeEnabled();
  await send.click();
  const card = page.getByTestId('post').filter({ hasText: `Doors open soon ${stamp}` });
  await expect(card.getByTestId('scheduled-badge')).toContainText('Scheduled for');
  await expect(card).not.toHaveAttribute('data-status', /./);
  const member = await apiSignIn(request);
  const admin = await apiSignIn(request, ADMIN);
  expect((await serverPost(request, admin, `Doors open soon ${stamp}`))?.scheduled_at).not.toBeNull();
  expect(await serverPost(request, member, `Doors open soon ${stamp}`)).toBeUndefined();
});

test('the composer with every part open, on a phone and a desktop (screenshots for review)', async ({ page }) => {
  await openWall(page, ADMIN);
  const composer = page.getByTestId('post-composer');
  await composer.getByLabel('Write a post').fill('Every part open');
  for (const part of ['Poll', 'Link button', 'Share', 'Schedule']) await composer.getByRole('button', { name: part, exact: true }).click();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 1400 });
    await expect(composer).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await composer.screenshot({ path: `.tmp/pk/composer-${width}.png` });
  }
  // Suggestions after `@`, and the cards of the kinds posted by the journeys before, on a phone.
  await page.setViewportSize({ width: 390, height: 900 });
  await composer.getByLabel('Write a post').fill('');
  await composer.getByLabel('Write a post').pressSequentially('Thanks @');
  await expect(composer.getByTestId('mention-suggestions')).toBeVisible();
  await page.screenshot({ path: '.tmp/pk/suggestions-390.png' });
  await page.keyboard.press('Escape');
  const withKinds = page.getByTestId('post').filter({ has: page.locator('[data-testid="shared-card"], [data-testid="link-button"], [data-testid="scheduled-badge"]') });
  for (let i = 0; i < Math.min(3, await withKinds.count()); i++) await withKinds.nth(i).screenshot({ path: `.tmp/pk/card-${i}-390.png` });
  // Leave no draft behind for the other journeys.
  for (const part of ['Remove poll', 'Remove link button', 'Remove sharing', 'Post now instead']) await composer.getByRole('button', { name: part }).click();
  await composer.getByLabel('Write a post').fill('');
});

test('a post the server refuses keeps its text: failed with the message, then Edit puts it back in the composer', async ({ page }) => {
  await openWall(page);
  const body = `Have a look backstage ${Date.now()}`;
  // Only the server knows some refusals: the member cannot read the group they share (the device lists it).
  const composer = page.getByTestId('post-composer');
  await composer.getByLabel('Write a post').fill(body);
  await composer.getByRole('button', { name: 'Share', exact: true }).click();
  await composer.getByLabel('Group or event').selectOption({ label: 'Backstage' });
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  const card = page.getByTestId('post').filter({ hasText: body });
  await expect(card).toHaveAttribute('data-status', 'failed');
  await expect(card.getByText('This group does not exist or you cannot see it.')).toBeVisible();
  await card.getByRole('button', { name: 'Edit' }).click();
  await expect(card).toHaveCount(0);
  await expect(composer.getByLabel('Write a post')).toHaveValue(body);
  await expect(composer.getByLabel('Group or event')).toHaveValue('group:backstage');
  await composer.getByRole('button', { name: 'Remove sharing' }).click();
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByTestId('post').filter({ hasText: body })).not.toHaveAttribute('data-status', /./);
});

test('files: a gif alone, at most 5 images, one video or one document; shown beside the files', async ({ page }) => {
  await openWall(page);
  const composer = page.getByTestId('post-composer');
  const attach = composer.getByLabel('Add a photo, video or document');
  const send = composer.getByRole('button', { name: 'Post', exact: true });
  const file = (name: string, mimeType: string) => ({ name, mimeType, buffer: Buffer.from('not really a picture') });
  const removeAll = async () => {
    while ((await composer.getByTestId('attachment').count()) > 0) await composer.getByTestId('attachment').first().getByRole('button').click();
  };

  await attach.setInputFiles(file('dance.gif', 'image/gif'));
  await expect(send).toBeEnabled();
  await attach.setInputFiles(file('pier.png', 'image/png'));
  await expect(composer.getByText('A GIF cannot be combined with other files, a shared group or an event.')).toBeVisible();
  await expect(send).toBeDisabled();
  await removeAll();

  for (let i = 1; i <= 6; i++) await attach.setInputFiles(file(`pier-${i}.png`, 'image/png'));
  await expect(composer.getByText('A post can have at most 5 images, or 1 video, or 1 document.')).toBeVisible();
  await expect(send).toBeDisabled();
  await composer.getByTestId('attachment').last().getByRole('button').click();
  await expect(composer.getByText('A post can have at most 5 images, or 1 video, or 1 document.')).toHaveCount(0);
  await expect(send).toBeEnabled();
  await attach.setInputFiles(file('setlist.pdf', 'application/pdf'));
  await expect(composer.getByText('A post can have at most 5 images, or 1 video, or 1 document.')).toBeVisible();
  await removeAll();
  await expect(send).toBeDisabled();

  // A refused file is named, with why: an empty one, and one of a kind posts do not take.
  await attach.setInputFiles({ name: 'blank.png', mimeType: 'image/png', buffer: Buffer.alloc(0) });
  await expect(composer.getByRole('alert')).toHaveText('“blank.png” is empty: choose a file with something in it.');
  await attach.setInputFiles(file('notes.txt', 'text/plain'));
  await expect(composer.getByRole('alert')).toHaveText('“notes.txt” is not in a format this place takes.');
  await expect(composer.getByTestId('attachment')).toHaveCount(0);
});
