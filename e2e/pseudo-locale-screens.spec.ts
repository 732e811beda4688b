// Journey: the main screens beyond the post kit, read in the pseudo-language (src/i18n/pseudo-locale.ts), show no word of ours untranslated: courses, a course and a lesson, the inbox and a chat, the members, search, the library, profile and settings, saved, activities, cookie preferences, third-party software.
import { expect, test } from '@playwright/test';
import { newAccount, settledMemberOfWelcome } from './account-steps';
import { apiSignIn } from './helpers';
import { NOAH, startChat } from './inbox-steps';
import { pseudoLoginPage, signInPseudo, untranslatedOnScreens, type ScreenToRead } from './untranslated';

/** The demo community's first course, its first lesson, its first library folder and article (server/demo). */
const DEMO = { course: 1, lesson: 1, folder: 1, article: 1 };

test('courses, the inbox, members, search, library, profile, settings, saved and activities have no untranslated word', async ({ browser, request }) => {
  test.setTimeout(240_000);
  // A learner of their own: enrolled in the demo course, in a chat Noah started, with a saved post and an activity.
  const who = newAccount('pseudoscreens');
  const headers = await settledMemberOfWelcome(request, who);
  const learner = await apiSignIn(request, who);
  const noah = await apiSignIn(request, NOAH);
  expect((await request.post(`/api/v2/courses/${DEMO.course}/enroll`, { headers })).status()).toBe(200);
  const chat = await startChat(request, noah, [learner.user_id]);
  expect((await request.post(`/api/v2/chats/${chat.id}/messages`, { headers: noah.headers, data: { body: 'See you at soundcheck' } })).status()).toBe(201);
  const posted = await request.post('/api/v2/walls/welcome/posts', { headers, data: { body: 'First chords of a new song' } });
  expect(posted.status()).toBe(201);
  const postId = ((await posted.json()) as { post: { id: number } }).post.id;
  expect((await request.post(`/api/v2/posts/${postId}/comments`, { headers: noah.headers, data: { body: 'Lovely start' } })).status()).toBe(201);
  expect((await request.post('/api/v2/account/saved_items', { headers, data: { saveable_type: 'Post', saveable_id: postId } })).status()).toBeLessThan(300);

  const screens: ScreenToRead[] = [
    ['courses', '/courses', '[data-testid=course-card]'],
    ['course', `/courses/${DEMO.course}`, '[data-testid=course-continue]'],
    ['lesson', `/courses/${DEMO.course}/lessons/${DEMO.lesson}`, '[data-testid=lesson-toggle]'],
    ['inbox', '/messages', '[data-testid=chat-row]'],
    ['chat', `/messages/${chat.id}`, '[data-testid=message]'],
    ['chat members', `/messages/${chat.id}/members`, '[data-testid=chat-members]'],
    ['archived chats', '/messages?view=archived', '[data-testid=archived-chats]'],
    ['members', '/members', '[data-testid=member-link]'],
    ['search', '/search?q=harbour', '[data-testid=search-post]'],
    ['search members', '/search/members?q=noah', '[data-testid=search-member]'],
    ['library', '/folders', '[data-testid=folder-screen] a'],
    ['folder', `/folders/${DEMO.folder}`, '[data-testid=folder-screen] a'],
    ['article', `/articles/${DEMO.article}`, '[data-testid=article-title]'],
    ['profile', `/profile/${learner.user_id}`, '[data-testid=profile-head]'],
    ['someone else’s profile', '/profile/4', '[data-testid=profile-head]'],
    ['edit profile', '/profile/edit', 'form'],
    ['settings', '/profile/settings', 'h1'],
    ['email settings', '/profile/settings/emails', '[data-testid=email-settings]'],
    ['push settings', '/profile/settings/push-notifications', '[data-testid=push-settings]'],
    ['notification centre', '/profile/settings/notifications-centre', '[data-testid=notification-centre-settings]'],
    ['blocked members', '/blocked-members', '[data-testid=blocked-members]'],
    ['change password', '/change-password', '[data-testid=change-password-form]'],
    ['saved', '/saved', '[data-testid=saved-item]'],
    ['activities', '/activities', '[data-testid=activity]'],
    ['cookie preferences', '/profile/settings/cookie-preferences', '[data-testid=cookie-preferences]'],
    ['third-party software', '/third-party-software', '[data-testid=third-party-package]'],
  ];

  const { context, page } = await pseudoLoginPage(browser);
  await signInPseudo(page, who);

  expect(await untranslatedOnScreens(page, screens)).toEqual({});
  await context.close();
});
