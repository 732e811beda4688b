// Courses made through the hosts' API in server tests: a course with lessons, a product, and the reads a test repeats.
import { expect } from 'vitest';
import type { Session } from '../../../schema/session';
import type { Api } from './test-app';

export interface MadeCourse {
  id: number;
  lessonIds: number[];
}

/** A published course of `lessons` lessons (position = index), made by the host `ada`. */
export async function makeCourse(api: Api, ada: Session, opts: Record<string, unknown> = {}, lessons = 3): Promise<MadeCourse> {
  const made = await api.call('POST', '/api/v2/courses', { session: ada, body: { name: `Course ${Math.random().toString(36).slice(2, 8)}`, ...opts } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const id = made.body.course.id as number;
  const lessonIds: number[] = [];
  for (let i = 0; i < lessons; i++) {
    const res = await api.call('POST', `/api/v2/courses/${id}/lessons`, {
      session: ada,
      body: { name: `Lesson ${i + 1}`, excerpt: `About ${i + 1}`, content: `<p>Part <strong>${i + 1}</strong></p><script>alert(1)</script>`, position: i },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    lessonIds.push(res.body.lesson.id);
  }
  return { id, lessonIds };
}

export async function makeProduct(api: Api, ada: Session, web = true): Promise<number> {
  const res = await api.call('POST', '/api/v2/products', { session: ada, body: { name: 'Masterclass', web_purchasable: web } });
  expect(res.status).toBe(201);
  return res.body.product.id;
}
