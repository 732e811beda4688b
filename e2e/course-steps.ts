// Steps the course journeys share: a fresh course made through the hosts' API, a fresh learner, and what the server holds of their progress.
import { expect, type APIRequestContext } from '@playwright/test';
import { createSettledMember, newAccount, type NewAccount } from './account-steps';
import { apiSignIn, MEMBER } from './helpers';

const HOST = { email: 'admin@example.com', password: MEMBER.password };

export interface JourneyCourse {
  id: number;
  name: string;
  lessonIds: number[];
}

/** A published course of `lessons` lessons ("<name> lesson 1"...), made by the host; `opts` are the course's fields. */
export async function makeJourneyCourse(request: APIRequestContext, label: string, lessons: number, opts: Record<string, unknown> = {}): Promise<JourneyCourse> {
  const host = await apiSignIn(request, HOST);
  const name = `${label} ${Date.now().toString(36)}`;
  const made = await request.post('/api/v2/courses', { headers: host.headers, data: { name, description: `All about ${label}.`, ...opts } });
  expect(made.status(), await made.text()).toBe(201);
  const id = ((await made.json()) as { course: { id: number } }).course.id;
  const lessonIds: number[] = [];
  for (let i = 0; i < lessons; i++) {
    const res = await request.post(`/api/v2/courses/${id}/lessons`, {
      headers: host.headers,
      data: { name: `${label} lesson ${i + 1}`, excerpt: `Step ${i + 1} of ${label}.`, content: `<p>Lesson <strong>${i + 1}</strong> of ${label}.</p>`, position: i },
    });
    expect(res.status()).toBe(201);
    lessonIds.push(((await res.json()) as { lesson: { id: number } }).lesson.id);
  }
  return { id, name, lessonIds };
}

/** A product for a paid tier (sold on the web unless told otherwise). */
export async function makeProduct(request: APIRequestContext, web = true): Promise<number> {
  const host = await apiSignIn(request, HOST);
  const res = await request.post('/api/v2/products', { headers: host.headers, data: { name: `Masterclass ${Date.now().toString(36)}`, web_purchasable: web } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { product: { id: number } }).product.id;
}

/** A settled member nobody else uses, and their API headers. */
export async function newLearner(request: APIRequestContext, label: string): Promise<{ who: NewAccount; headers: Record<string, string> }> {
  const who = newAccount(label);
  return { who, headers: await createSettledMember(request, who) };
}

/** The learner's progress as the server holds it: each lesson's completion in order, and the course's state. */
export async function serverProgress(request: APIRequestContext, headers: Record<string, string>, courseId: number) {
  const res = await request.get(`/api/v3/courses/${courseId}`, { headers });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as {
    course: { user_enrollment: { state: string; completed_lessons_count: number } | null };
    lessons: { user_state: { completed: boolean; completed_at: string | null } }[];
  };
  return { enrollment: body.course.user_enrollment, lessons: body.lessons.map((l) => l.user_state) };
}
