// Journey: a French and a Hebrew browser, in a community offering both, read sign-in (its refusal the server's words in that language), the feed, a post, a course and its lesson, the inbox and a chat, and settings in that language; Hebrew right to left with the layout mirrored.
import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { settledMemberOfWelcome, newAccount } from './account-steps';
import { apiSignIn } from './helpers';
import { ADA, NOAH, startChat } from './inbox-steps';

/** The words each screen shows, from the locale files (src/…/locales/<lng>.json, schema/locales/<lng>.json). */
interface Words {
  locale: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  email: string;
  password: string;
  logIn: string;
  /** schema/locales: loginNotRecognised, the server's refusal of a wrong password. */
  notRecognised: string;
  groups: string;
  writePost: string;
  publish: string;
  latest: string;
  viewPost: string;
  back: string;
  comments: string;
  writeComment: string;
  lessons: string;
  enrol: string;
  progressNone: RegExp;
  continue: string;
  markDone: string;
  messages: string;
  writeMessage: string;
  send: string;
  settings: string;
  editProfile: string;
  changePassword: string;
}

const FRENCH: Words = {
  locale: 'fr-FR', lang: 'fr', dir: 'ltr',
  email: 'E-mail', password: 'Mot de passe', logIn: 'Se connecter', notRecognised: 'Adresse e-mail ou mot de passe non reconnu',
  groups: 'Groupes', writePost: 'Écrire une publication', publish: 'Publier', latest: 'Récentes', viewPost: 'Voir la publication',
  back: 'Retour', comments: 'Commentaires', writeComment: 'Écrire un commentaire',
  lessons: 'Leçons', enrol: "S'inscrire", progressNone: /^0\s%\sterminé$/, continue: 'Commencer', markDone: 'Marquer comme terminée',
  messages: 'Messages', writeMessage: 'Écrivez un message', send: 'Envoyer',
  settings: 'Réglages', editProfile: 'Modifier le profil', changePassword: 'Changer de mot de passe',
};

const HEBREW: Words = {
  locale: 'he-IL', lang: 'he', dir: 'rtl',
  email: 'אימייל', password: 'סיסמה', logIn: 'התחברות', notRecognised: 'כתובת האימייל או הסיסמה לא זוהו',
  groups: 'קבוצות', writePost: 'כתיבת פוסט', publish: 'פרסום', latest: 'אחרונים', viewPost: 'לצפייה בפוסט',
  back: 'חזרה', comments: 'תגובות', writeComment: 'כתיבת תגובה',
  lessons: 'שיעורים', enrol: 'הרשמה', progressNone: /^0%\sהושלמו$/, continue: 'התחלה', markDone: 'סימון כהושלם',
  messages: 'הודעות', writeMessage: 'כתיבת הודעה', send: 'שליחה',
  settings: 'הגדרות', editProfile: 'עריכת הפרופיל', changePassword: 'שינוי סיסמה',
};

/** The demo community's first course (server/demo), which every member may take. */
const DEMO_COURSE = { id: 1, name: 'Songwriting from the Harbour' };

/**
 * The community offers French and Hebrew for the journey, as its host would set it (the page and the server both read
 * it: the server answers a refusal in the caller's language only when the community offers it); as it was after.
 */
let offeredBefore = 'en';

test.beforeAll(async ({ request }) => {
  const host = await apiSignIn(request, ADA);
  const before = await request.get('/api/v1/configuration');
  offeredBefore = ((await before.json()) as { configuration: { available_languages: string } }).configuration.available_languages;
  expect((await request.patch('/api/v1/configuration', { headers: host.headers, data: { available_languages: 'en,fr,he' } })).status()).toBe(200);
});

test.afterAll(async ({ request }) => {
  const host = await apiSignIn(request, ADA);
  expect((await request.patch('/api/v1/configuration', { headers: host.headers, data: { available_languages: offeredBefore } })).status()).toBe(200);
});

/** Where a control sits across the page: a mirrored layout puts the screen's start (its back control) on the right. */
async function side(page: Page, control: Locator): Promise<'left' | 'right'> {
  const box = await control.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  return box!.x + box!.width / 2 > width / 2 ? 'right' : 'left';
}

for (const words of [FRENCH, HEBREW]) {
  test(`${words.lang}: sign-in with its refusal, feed, post, course and lesson, inbox and chat, settings speak it`, async ({ browser, request }) => {
    test.setTimeout(150_000);
    const who = newAccount(`locale${words.lang}`);
    await settledMemberOfWelcome(request, who);
    const learner = await apiSignIn(request, who);
    const noah = await apiSignIn(request, NOAH);
    const chat = await startChat(request, noah, [learner.user_id]);
    const hello = `Bonjour shalom ${Date.now().toString(36)}`;
    expect((await request.post(`/api/v2/chats/${chat.id}/messages`, { headers: noah.headers, data: { body: hello } })).status()).toBe(201);

    const context = await browser.newContext({ locale: words.locale, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/login/password');
    await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
    await expect(page.locator('html')).toHaveAttribute('dir', words.dir);

    // A wrong password: the server's refusal, in the page's language.
    await page.getByLabel(words.email, { exact: true }).fill(who.email);
    await page.getByLabel(words.password, { exact: true }).fill(`${who.password}-not`);
    const refused = context.waitForEvent('response', (r: Response) => r.url().endsWith('/api/v1/sessions') && r.request().method() === 'POST');
    await page.getByRole('button', { name: words.logIn, exact: true }).click();
    // The server says it so itself (Accept-Language), not only the page's reading of English back into the language.
    const refusal = await refused;
    expect(refusal.status()).toBe(401);
    expect(((await refusal.json()) as { errors: string[] }).errors).toEqual([words.notRecognised]);
    await expect(page.getByRole('alert')).toHaveText(words.notRecognised);
    await page.getByLabel(words.password, { exact: true }).fill(who.password);
    await page.getByRole('button', { name: words.logIn, exact: true }).click();
    await expect(page).not.toHaveURL(/\/login|:\d+\/$/);

    // The feed: navigation, composer, sorting.
    await page.goto('/groups/welcome');
    await expect(page.getByRole('link', { name: words.groups }).first()).toBeVisible();
    const composer = page.getByTestId('post-composer');
    await expect(composer.getByRole('textbox', { name: words.writePost })).toBeVisible();
    await expect(composer.getByRole('button', { name: words.publish })).toBeVisible();
    await expect(page.getByRole('link', { name: words.latest })).toBeVisible();

    // A post, opened from the feed: its back control sits at the screen's start, on the right in Hebrew.
    await page.getByTestId('post').first().getByRole('link', { name: words.viewPost }).click();
    const postScreen = page.getByTestId('post-screen');
    await expect(postScreen.getByRole('heading', { name: words.comments })).toBeVisible();
    await expect(postScreen.getByRole('textbox', { name: words.writeComment })).toBeVisible();
    const back = page.getByRole('button', { name: words.back, exact: true });
    await expect(back).toBeVisible();
    expect(await side(page, back)).toBe(words.dir === 'rtl' ? 'right' : 'left');

    // A course: its lessons, enrolling, and its first lesson.
    await page.goto(`/courses/${DEMO_COURSE.id}`);
    await expect(page.getByTestId('course-title')).toHaveText(DEMO_COURSE.name);
    await expect(page.getByRole('heading', { name: words.lessons })).toBeVisible();
    await expect(page.getByTestId('course-enroll')).toHaveText(words.enrol);
    await page.getByTestId('course-enroll').click();
    await expect(page.getByTestId('course-progress')).toHaveText(words.progressNone);
    await expect(page.getByTestId('course-continue')).toHaveText(words.continue);
    await page.getByTestId('course-continue').click();
    await expect(page.getByTestId('lesson-title')).toBeVisible();
    await expect(page.getByTestId('lesson-toggle')).toHaveText(words.markDone);

    // The inbox and the chat Noah started.
    await page.getByRole('link', { name: words.messages }).first().click();
    await expect(page.getByRole('heading', { name: words.messages, exact: true })).toBeVisible();
    await page.getByRole('link', { name: /Noah Fisher/ }).first().click();
    await expect(page.getByTestId('chat-screen')).toBeVisible();
    await expect(page.getByTestId('message').filter({ hasText: hello })).toBeVisible();
    await expect(page.getByTestId('message-input')).toHaveAttribute('placeholder', words.writeMessage);
    await expect(page.getByRole('button', { name: words.send })).toBeVisible();

    // Settings.
    await page.goto('/profile/settings');
    await expect(page.getByRole('heading', { name: words.settings, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: words.editProfile })).toBeVisible();
    await expect(page.getByRole('link', { name: words.changePassword })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', words.dir);
    await context.close();
  });
}
