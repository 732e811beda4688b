// Checks that only hosts may make some writes: a member and a group admin get 403 "Only hosts can do this.", a visitor 401.
import { expect } from 'vitest';
import { messages } from '../../../schema/messages';
import type { Api } from './test-app';

export type Write = readonly ['POST' | 'PATCH' | 'DELETE', string, unknown];

export async function expectHostOnly(api: Api, writes: readonly Write[]): Promise<void> {
  for (const email of ['member@example.com', 'artist@example.com']) {
    const s = await api.login(email);
    for (const [method, url, body] of writes) {
      const res = await api.call(method, url, { session: s, body });
      expect(res.status, `${email} ${method} ${url}`).toBe(403);
      expect(res.body).toEqual({ errors: [messages.hostOnly] });
    }
  }
  for (const [method, url, body] of writes) expect((await api.call(method, url, { body })).status).toBe(401);
}
