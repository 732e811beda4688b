// Every list paged by ?page= (docs/api-paging.md): page 1 is the first page, meta.next the next number; anything else a 400 that says so.
import { beforeAll, describe, expect, it } from 'vitest';
import { COURSE_LESSONS_PAGE_SIZE, COURSE_USERS_PAGE_SIZE, COURSES_PAGE_SIZE } from '../../schema/constants';
import { messages } from '../../schema/messages';
import type { Session } from '../../schema/session';
import { enrollments, lessonCompletions } from '../../server/domains/courses/course-schema';
import { encodeCursor } from '../../server/core/opaque-cursor';
import { signUpMember } from './support/accounts';
import { makeCourse, type MadeCourse } from './support/courses';
import { makeUsers } from './support/groups';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

interface NumberedList {
  name: string;
  session: () => Session;
  url: () => string;
  key: string;
  /** Every id the list holds, in its order (courses' lists: as a set, in the catalogue's order). */
  expected: () => number[];
  size: number;
}

const withPage = (url: string, page: string | number) => `${url}${url.includes('?') ? '&' : '?'}page=${page}`;

describe.each(drivers)('lists paged by number on %s', (driver) => {
  const ctx = useTestApp(driver);
  let ada: Session;
  let learning: Session;
  let finished: Session;
  let long: MadeCourse;
  const courseIds: number[] = [];
  let learners: number[] = [];

  beforeAll(async () => {
    ada = await ctx.api.login('admin@example.com');
    learning = (await signUpMember(ctx.api)).session;
    finished = (await signUpMember(ctx.api)).session;
    long = await makeCourse(ctx.api, ada, {}, COURSE_LESSONS_PAGE_SIZE + 2);
    const short = [];
    for (let i = 0; i < COURSES_PAGE_SIZE + 1; i++) short.push(await makeCourse(ctx.api, ada, {}, 1));
    courseIds.push(...short.map((c) => c.id));
    // Enrolments and completions written straight to the tables: these tests read lists, not the writes behind them.
    const db = ctx.testDb.db;
    await db.insert(enrollments).values(short.map((c) => ({ courseId: c.id, userId: learning.user_id })));
    await db.insert(enrollments).values(short.map((c) => ({ courseId: c.id, userId: finished.user_id })));
    await db.insert(lessonCompletions).values(short.map((c) => ({ courseId: c.id, lessonId: c.lessonIds[0]!, userId: finished.user_id })));
    learners = await makeUsers(db, 'Learner', COURSE_USERS_PAGE_SIZE + 3);
    // One second apart, the first oldest: newest enrolment first is the reverse.
    await db.insert(enrollments).values(learners.map((userId, i) => ({ courseId: long.id, userId, enrolledAt: new Date(Date.UTC(2024, 0, 1, 0, 0, i)) })));
    await db.insert(lessonCompletions).values(learners.map((userId) => ({ courseId: long.id, lessonId: long.lessonIds[0]!, userId })));
  });

  const courseLists: NumberedList[] = [
    { name: 'the course catalogue', session: () => learning, url: () => '/api/v2/courses', key: 'courses', expected: () => courseIds, size: COURSES_PAGE_SIZE },
    { name: 'the courses in progress', session: () => learning, url: () => '/api/v3/courses/enrolled', key: 'courses', expected: () => courseIds, size: COURSES_PAGE_SIZE },
    { name: 'the completed courses', session: () => finished, url: () => '/api/v3/courses/completed', key: 'courses', expected: () => courseIds, size: COURSES_PAGE_SIZE },
    { name: "a course's lessons", session: () => learning, url: () => `/api/v2/courses/${long.id}/lessons`, key: 'lessons', expected: () => long.lessonIds, size: COURSE_LESSONS_PAGE_SIZE },
    {
      name: "a course's enrolled members",
      session: () => learning,
      url: () => `/api/v2/courses/${long.id}/users/enrolled`,
      key: 'users',
      expected: () => [...learners].reverse(),
      size: COURSE_USERS_PAGE_SIZE,
    },
  ];

  async function page(s: Session, url: string): Promise<{ ids: number[]; next: number | null }> {
    const res = await ctx.api.call('GET', url, { session: s });
    expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
    const key = Object.keys(res.body).find((k) => Array.isArray(res.body[k]) && k !== 'lesson_media')!;
    return { ids: res.body[key].map((x: { id: number }) => x.id), next: res.body.meta.next };
  }

  it.each(courseLists)('$name: page=1 is the first page (not a cursor skipping one), and meta.next numbers every page once', async (list) => {
    const s = list.session();
    const first = await page(s, list.url());
    expect(await page(s, withPage(list.url(), 1))).toEqual(first);
    expect(first.ids).toHaveLength(list.size);
    expect(first.next).toBe(2);
    const walked = [...first.ids];
    for (let next = first.next, pages = 1; next !== null; pages++) {
      expect(pages, 'the walk ends').toBeLessThan(100);
      const got = await page(s, withPage(list.url(), next));
      walked.push(...got.ids);
      next = got.next;
    }
    expect(new Set(walked).size).toBe(walked.length);
    if (list.key === 'courses') expect(walked).toEqual(expect.arrayContaining(list.expected()));
    else expect(walked).toEqual(list.expected());
    if (list.key === 'courses' && list.name !== 'the course catalogue') expect(walked).toHaveLength(list.expected().length);
    // Page 2 is the second page, asked for directly; past the end an empty page.
    expect((await page(s, withPage(list.url(), 2))).ids).toEqual(walked.slice(list.size, 2 * list.size));
    expect(await page(s, withPage(list.url(), 999))).toEqual({ ids: [], next: null });
  });

  it('answers lessons?page=1 with the first lessons, as a client counting pages expects', async () => {
    const res = await ctx.api.call('GET', `/api/v2/courses/${long.id}/lessons?page=1`, { session: learning });
    expect(res.body.lessons.map((l: { name: string }) => l.name).slice(0, 2)).toEqual(['Lesson 1', 'Lesson 2']);
  });

  it('refuses in every list paged by number a page that is no page number, and any cursor, with a 400 that says how to page', async () => {
    const mia = await ctx.api.login('member@example.com');
    const groups = (await ctx.api.call('GET', '/api/v2/groups', { session: mia })).body.groups as { id: number; key: string }[];
    const welcome = groups.find((g) => g.key === 'welcome')!.id;
    const lists: [Session, string][] = [
      ...courseLists.map((l): [Session, string] => [l.session(), l.url()]),
      [learning, `/api/v2/courses/${long.id}/users/completed`],
      [mia, `/api/v2/likes?likeable_type=Post&likeable_id=1`],
      [ada, '/api/v2/groups/backstage/membership_requests'],
      ...['members', 'admin_members', 'new_members'].map((which): [Session, string] => [mia, `/api/v2/groups/${welcome}/${which}`]),
      [mia, '/api/v1/accounts?query=a'],
      [mia, '/api/v2/new_members'],
      [mia, '/api/v2/search?q=the&mode=posts'],
      [mia, '/api/v2/walls/welcome/hottest_posts'],
    ];
    const aCursor = encodeCursor('posts', ['2024-01-01T00:00:00.000Z', 1]);
    for (const [s, url] of lists) {
      const first = await page(s, url);
      expect(first.next === null || Number.isInteger(first.next), url).toBe(true);
      expect(await page(s, withPage(url, 1)), url).toEqual(first);
      for (const bad of ['0', '-1', '1.5', 'abc', aCursor, '']) {
        const res = await ctx.api.call('GET', withPage(url, encodeURIComponent(bad)), { session: s });
        expect(res.status, `${url} page=${bad}`).toBe(400);
        expect(res.body, `${url} page=${bad}`).toEqual({ errors: [messages.badRequest, `page: ${messages.pageNotANumber}`] });
      }
      for (const cursor of ['1', aCursor]) {
        const res = await ctx.api.call('GET', `${url}${url.includes('?') ? '&' : '?'}cursor=${cursor}`, { session: s });
        expect(res.body, `${url} cursor=${cursor}`).toEqual({ errors: [messages.badRequest, `cursor: ${messages.pageNotCursor}`] });
      }
    }
  });
});
