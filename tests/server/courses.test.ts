// Courses for members: catalogue and tabs, detail with lesson pages, enrol/unenrol/restart, order enforcement, completion, tiers; every caller kind.
import { describe, expect, it } from 'vitest';
import { courseDetail, coursesPage, lessonCompletionResponse, lessonsPage } from '../../schema/courses';
import { messages } from '../../schema/messages';
import type { Session } from '../../schema/session';
import { makeCourse, makeProduct } from './support/courses';
import { whileDisabled } from './support/disabled-member';
import { expectHostOnly } from './support/host-only';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

describe.each(drivers)('courses on %s', (driver) => {
  const ctx = useTestApp(driver);
  const login = (email: string) => ctx.api.login(email);
  const call = (method: 'GET' | 'POST' | 'PUT', s: Session | undefined, url: string, body?: unknown, key?: string) =>
    ctx.api.call(method, url, { session: s, body: body ?? (method === 'GET' ? undefined : {}), headers: key ? { 'idempotency-key': key } : undefined });
  const detail = async (s: Session, id: number) => {
    const res = await call('GET', s, `/api/v3/courses/${id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return courseDetail.parse(res.body);
  };
  const tab = async (s: Session, which: 'enrolled' | 'completed') => coursesPage.parse((await call('GET', s, `/api/v3/courses/${which}`)).body).courses.map((c) => c.id);

  it('lists the catalogue to members, hides unpublished courses from them (not from hosts), and refuses visitors and banned members', async () => {
    const ada = await login('admin@example.com');
    const mia = await login('member@example.com');
    const open = await makeCourse(ctx.api, ada);
    const hidden = await makeCourse(ctx.api, ada, { published: false });
    const listed = coursesPage.parse((await call('GET', mia, '/api/v2/courses')).body).courses.map((c) => c.id);
    expect(listed).toContain(open.id);
    expect(listed).not.toContain(hidden.id);
    expect((await call('GET', mia, `/api/v3/courses/${hidden.id}`)).body).toEqual({ errors: [messages.courseNotFound] });
    expect((await detail(ada, hidden.id)).course.id).toBe(hidden.id);
    for (const url of ['/api/v2/courses', '/api/v3/courses/enrolled', '/api/v3/courses/completed', `/api/v3/courses/${open.id}`, `/api/v2/courses/${open.id}/lessons`]) {
      expect((await call('GET', undefined, url)).status, url).toBe(401);
    }
    const writes: ['POST' | 'PUT', string][] = [
      ...['enroll', 'unenroll', 'restart'].map((a): ['POST', string] => ['POST', `/api/v2/courses/${open.id}/${a}`]),
      ['PUT', `/api/v2/courses/${open.id}/current_lesson`],
      ['POST', `/api/v2/courses/${open.id}/lessons/${open.lessonIds[0]}/complete`],
      ['POST', `/api/v2/courses/${open.id}/lessons/${open.lessonIds[0]}/uncomplete`],
    ];
    const reads = [`/api/v2/courses/${open.id}/users/enrolled`, `/api/v2/courses/${open.id}/users/completed`, '/api/v2/lesson_media/1'];
    for (const [method, url] of writes) expect((await call(method, undefined, url, { lesson_id: open.lessonIds[0] })).status, url).toBe(401);
    for (const url of reads) expect((await call('GET', undefined, url)).status, url).toBe(401);
    const grace = await login('grace@example.com');
    await whileDisabled(ctx.testDb.db, 'grace@example.com', async () => {
      for (const [method, url] of writes) {
        const res = await call(method, grace, url, { lesson_id: open.lessonIds[0] });
        expect(res.status, url).toBe(403);
        expect(res.body).toEqual({ errors: [messages.accountDisabled] });
      }
      for (const url of ['/api/v2/courses', `/api/v3/courses/${open.id}`, ...reads]) expect((await call('GET', grace, url)).status, url).toBe(403);
    });
  });

  it('gives lesson content and media only to enrolled members, sanitised; enrolling lists the course in progress', async () => {
    const ada = await login('admin@example.com');
    const mia = await login('member@example.com');
    const c = await makeCourse(ctx.api, ada);
    const before = await detail(mia, c.id);
    expect(before.course.user_enrollment).toBeNull();
    expect(before.lessons.map((l) => l.content)).toEqual([null, null, null]);
    expect(before.lessons.map((l) => l.excerpt)).toEqual(['About 1', 'About 2', 'About 3']);
    const enrolled = await call('POST', mia, `/api/v2/courses/${c.id}/enroll`);
    expect(enrolled.status).toBe(200);
    expect(enrolled.body.course.user_enrollment).toMatchObject({ state: 'in_progress', completed_lessons_count: 0 });
    const after = await detail(mia, c.id);
    expect(after.lessons[0]!.content).toBe('<p>Part <strong>1</strong></p>');
    expect(await tab(mia, 'enrolled')).toContain(c.id);
    expect(await tab(mia, 'completed')).not.toContain(c.id);
  });

  it('enforces the lesson order, completes the course when every lesson is, and uncompleting reopens it', async () => {
    const ada = await login('admin@example.com');
    const mia = await login('member@example.com');
    const c = await makeCourse(ctx.api, ada, { lesson_order_enforced: true, followup_button: { text: 'Next course', url: 'https://example.com/next' } });
    const complete = (lessonId: number, key?: string) => call('POST', mia, `/api/v2/courses/${c.id}/lessons/${lessonId}/complete`, {}, key);
    expect((await complete(c.lessonIds[0]!)).body).toEqual({ errors: [messages.courseNotEnrolled] });
    await call('POST', mia, `/api/v2/courses/${c.id}/enroll`);
    const early = await complete(c.lessonIds[1]!);
    expect(early.status).toBe(422);
    expect(early.body).toEqual({ errors: [messages.lessonOrderEnforced] });
    expect((await call('PUT', mia, `/api/v2/courses/${c.id}/current_lesson`, { lesson_id: c.lessonIds[2] })).status).toBe(422);
    for (const [i, id] of c.lessonIds.entries()) {
      const res = lessonCompletionResponse.parse((await complete(id, `key-complete-${driver}-${id}`)).body);
      expect(res.lesson.user_state.completed).toBe(true);
      expect(res.course.user_enrollment?.completed_lessons_count).toBe(i + 1);
      expect(res.course.user_enrollment?.state).toBe(i === 2 ? 'completed' : 'in_progress');
    }
    // A replay of a key answers the first answer and applies nothing more.
    const replay = lessonCompletionResponse.parse((await complete(c.lessonIds[0]!, `key-complete-${driver}-${c.lessonIds[0]}`)).body);
    expect(replay.course.user_enrollment?.completed_lessons_count).toBe(1);
    expect(await tab(mia, 'completed')).toContain(c.id);
    expect((await detail(mia, c.id)).course.followup_button).toEqual({ text: 'Next course', url: 'https://example.com/next' });
    const undo = lessonCompletionResponse.parse((await call('POST', mia, `/api/v2/courses/${c.id}/lessons/${c.lessonIds[1]}/uncomplete`)).body);
    expect(undo.course.user_enrollment).toMatchObject({ state: 'in_progress', completed_lessons_count: 2, completed_at: null });
    expect(await tab(mia, 'enrolled')).toContain(c.id);
    const current = await call('PUT', mia, `/api/v2/courses/${c.id}/current_lesson`, { lesson_id: c.lessonIds[1] });
    expect(current.body.course.user_enrollment.current_lesson_id).toBe(c.lessonIds[1]);
    const other = await makeCourse(ctx.api, ada, {}, 1);
    expect((await call('PUT', mia, `/api/v2/courses/${c.id}/current_lesson`, { lesson_id: other.lessonIds[0] })).body).toEqual({ errors: [messages.lessonNotFound] });
  });

  it('restarts (progress cleared, still enrolled) and unenrols (progress and the dedicated group gone)', async () => {
    const ada = await login('admin@example.com');
    const mia = await login('member@example.com');
    const c = await makeCourse(ctx.api, ada, { dedicated_group_enabled: true }, 2);
    const groupKey = (await detail(ada, c.id)).course.dedicated_group.key;
    expect(groupKey).toBe(`course-${c.id}`);
    await call('POST', mia, `/api/v2/courses/${c.id}/enroll`);
    const groups = async () => ((await call('GET', mia, '/api/v3/account/groups')).body.groups as { key: string }[]).map((g) => g.key);
    expect(await groups()).toContain(groupKey);
    await call('POST', mia, `/api/v2/courses/${c.id}/lessons/${c.lessonIds[0]}/complete`);
    const restarted = await call('POST', mia, `/api/v2/courses/${c.id}/restart`);
    expect(restarted.body.course.user_enrollment).toMatchObject({ state: 'in_progress', completed_lessons_count: 0, current_lesson_id: null });
    expect((await detail(mia, c.id)).lessons.every((l) => !l.user_state.completed)).toBe(true);
    const left = await call('POST', mia, `/api/v2/courses/${c.id}/unenroll`);
    expect(left.body.course.user_enrollment).toBeNull();
    expect(await groups()).not.toContain(groupKey);
    expect((await call('POST', mia, `/api/v2/courses/${c.id}/restart`)).body).toEqual({ errors: [messages.courseNotEnrolled] });
  });

  it('sends a paid tier to a purchase: not owned is refused (in other words when not sold on the web); owned, or a host, enrols', async () => {
    const ada = await login('admin@example.com');
    const mia = await login('member@example.com');
    const web = await makeProduct(ctx.api, ada, true);
    const store = await makeProduct(ctx.api, ada, false);
    const paid = await makeCourse(ctx.api, ada, { tier_product_id: web }, 1);
    const appOnly = await makeCourse(ctx.api, ada, { tier_product_id: store }, 1);
    const seen = (await detail(mia, paid.id)).course;
    expect(seen.tier).toEqual({ product_id: web, product_name: 'Masterclass', web_pay_product: { id: web }, owned: false });
    expect((await call('POST', mia, `/api/v2/courses/${paid.id}/enroll`)).body).toEqual({ errors: [messages.coursePurchaseRequired] });
    expect((await call('POST', mia, `/api/v2/courses/${appOnly.id}/enroll`)).body).toEqual({ errors: [messages.courseNotForWebPurchase] });
    expect((await call('POST', ada, `/api/v2/courses/${paid.id}/enroll`)).status).toBe(200);
    const mine = (await login('member@example.com')).user_id;
    expect((await ctx.api.call('POST', `/api/v2/products/${web}/owners`, { session: ada, body: { user_id: mine } })).status).toBe(204);
    expect((await detail(mia, paid.id)).course.tier?.owned).toBe(true);
    expect((await call('POST', mia, `/api/v2/courses/${paid.id}/enroll`)).status).toBe(200);
  });

  it('pages lessons by meta.next and lists enrolled and completed members only where the course shows them', async () => {
    const ada = await login('admin@example.com');
    const mia = await login('member@example.com');
    const c = await makeCourse(ctx.api, ada, { completed_users_visible: false }, 12);
    const first = await detail(mia, c.id);
    expect(first.lessons).toHaveLength(10);
    expect(first.meta.next).toBe(2);
    const second = lessonsPage.parse((await call('GET', mia, `/api/v2/courses/${c.id}/lessons?page=${first.meta.next}`)).body);
    expect(second.lessons.map((l) => l.name)).toEqual(['Lesson 11', 'Lesson 12']);
    expect(second.meta.next).toBeNull();
    await call('POST', mia, `/api/v2/courses/${c.id}/enroll`);
    const users = await call('GET', mia, `/api/v2/courses/${c.id}/users/enrolled`);
    expect(users.body.users.map((u: { id: number }) => u.id)).toContain(mia.user_id);
    expect((await call('GET', mia, `/api/v2/courses/${c.id}/users/completed`)).body).toEqual({ errors: [messages.courseUsersHidden] });
    expect((await call('GET', ada, `/api/v2/courses/${c.id}/users/completed`)).status).toBe(200);
    expect((await call('GET', mia, '/api/v2/courses/999999/users/enrolled')).status).toBe(404);
    expect((await call('GET', mia, `/api/v2/courses/${c.id}/lessons?page=abc`)).status).toBe(400);
  });

  it('lets only hosts author: members and group admins get 403 before the body is read, visitors 401', async () => {
    const ada = await login('admin@example.com');
    const c = await makeCourse(ctx.api, ada, {}, 1);
    const writes = [
      ['POST', '/api/v2/courses', { name: 'x' }],
      ['PATCH', `/api/v2/courses/${c.id}`, { name: 'x' }],
      ['POST', `/api/v2/courses/${c.id}/lessons`, { name: 'x' }],
      ['PATCH', `/api/v2/lessons/${c.lessonIds[0]}`, { name: 'x' }],
      ['POST', '/api/v2/products', { name: 'x' }],
      ['POST', '/api/v2/products/1/owners', { user_id: 1 }],
    ] as const;
    await expectHostOnly(ctx.api, writes);
    expect((await ctx.api.call('POST', '/api/v2/courses', { session: ada, body: { name: '' } })).status).toBe(422);
  });
});
