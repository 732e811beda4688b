// A post the page is sending shows in its wall before the mirror holds it, in its place, once, and as the engine writes it.
import { describe, expect, it } from 'vitest';
import { draftPost, draftUid } from '../../schema/mirror/draft-rows';
import { sortKey, type LocalPost } from '../../schema/local-db';
import { withEchoes } from '../../src/lib/with-echoes';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 12, minute));
const echo = (clientId: string, minute: number, wallKey = 'welcome'): LocalPost =>
  draftPost({ clientId, authorId: 7, wallKey, groupId: 3, body: { body: `echo ${clientId}` }, shared: null, now: at(minute) });
const server = (id: number, minute: number): LocalPost => ({ ...echo(`s${id}`, minute), id, uid: `p${id}`, client_id: null, status: undefined, sort_key: sortKey(at(minute).toISOString(), id) });

describe('post echoes', () => {
  it('lays a wall\'s echoes among its rows newest first', () => {
    const rows = [server(2, 20), server(1, 10)];
    const shown = withEchoes(rows, [echo('a'.repeat(32), 30), echo('b'.repeat(32), 15)], 'welcome');
    expect(shown.map((p) => p.uid)).toEqual([draftUid('a'.repeat(32)), 'p2', draftUid('b'.repeat(32)), 'p1']);
  });

  it('shows a post once the mirror holds it, and leaves other walls\' echoes out', () => {
    const mine = echo('c'.repeat(32), 30);
    const rows = [mine, server(1, 10)];
    expect(withEchoes(rows, [mine, echo('d'.repeat(32), 40, 'elsewhere')], 'welcome')).toBe(rows);
  });

  it('builds the row the engine writes: pending, placeholder id, the member as author, nothing counted', () => {
    const row = draftPost({
      clientId: 'e'.repeat(32),
      authorId: 7,
      wallKey: 'welcome',
      groupId: 3,
      body: { body: 'Hello', poll: { options: ['Yes', 'No'], ends_at: at(90).toISOString() }, link_button: { text: 'Go', url: 'https://example.org' } },
      shared: null,
      now: at(30),
    });
    expect(row).toMatchObject({ uid: draftUid('e'.repeat(32)), id: -1, status: 'pending', author_id: 7, body: 'Hello', likes_count: 0, comments_count: 0, media: [] });
    expect(row.poll?.options.map((o) => [o.text, o.votes_count])).toEqual([['Yes', 0], ['No', 0]]);
    expect(row.poll?.hide_results).toBe(false);
    expect(row.link_button).toEqual({ text: 'Go', url: 'https://example.org' });
  });
});
