// Reading a member's delta feed in server tests: the head cursor, and every change after a cursor across pages.
import { expect } from 'vitest';
import type { Session } from '../../../schema/session';
import { syncResponse, type Change } from '../../../schema/sync';
import type { Api } from './test-app';

export async function cursorOf(api: Api, s: Session): Promise<number> {
  const res = await api.call('GET', '/api/v1/sync', { session: s });
  expect(res.status).toBe(200);
  return syncResponse.parse(res.body).cursor;
}

/** Everything the member's feed carries after `cursor`, following every page. */
export async function feedSince(api: Api, s: Session, cursor: number): Promise<Change[]> {
  const out: Change[] = [];
  for (let at = cursor, more = true; more; ) {
    const res = await api.call('GET', `/api/v1/sync?cursor=${at}`, { session: s });
    expect(res.status).toBe(200);
    const page = syncResponse.parse(res.body);
    out.push(...page.changes);
    at = page.cursor;
    more = page.has_more;
  }
  return out;
}
