// Writing a post through the API in server tests, checked to be created.
import { expect } from 'vitest';
import { postResponse, type Post } from '../../../schema/posts';
import type { Session } from '../../../schema/session';
import type { Api } from './test-app';

export async function postAs(api: Api, s: Session, wall: string, body: string): Promise<Post> {
  const res = await api.call('POST', `/api/v2/walls/${wall}/posts`, { session: s, body: { body } });
  expect(res.status).toBe(201);
  return postResponse.parse(res.body).post;
}
