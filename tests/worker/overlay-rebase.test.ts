// The engine's overlay under random steps (seeded): after every queue, delivery, refusal, retry, discard and server update, each row shows its server row with the unsent writes applied in outbox order.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { openLocalDb, type LocalDb, type TableName } from '../../schema/local-db';
import type { MutationInputShape, Mutation } from '../../schema/outbox';
import type { Api } from '../../worker/api';
import { ApiError } from '../../worker/api-error';
import { customFields } from '../../worker/domains/account/settings/custom-fields';
import { activityCountsSetting } from '../../worker/domains/account/settings/activity-counts';
import { putServerSetting } from '../../worker/domains/account/settings/setting';
import { putServerUserData } from '../../worker/domains/account/settings/walkthrough';
import { putServerGroups, toLocalGroup } from '../../worker/domains/groups/collections/groups';
import { setServerLiked } from '../../worker/domains/posts/collections/likes';
import { putServerPosts, toLocalPost } from '../../worker/domains/posts/collections/posts';
import { inMirror } from '../../worker/mirror-writes';
import { moduleOf } from '../../worker/mutations/registry';
import { discardEntry, enqueue, flushOutbox, retryEntry, type MutationInput } from '../../worker/outbox';
import type { Laid, Slot } from '../../worker/overlay/overlay';
import { putServerRows } from '../../worker/overlay/rebase';
import { plainPostFields } from './helpers/wire-rows';

/** A small seeded PRNG (mulberry32): the same seed, the same run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const POST_ID = 7;
const ACTIVITY_IDS = [1, 2, 3];
const author = { id: 2, display_name: 'Ana', avatar_url: null };

/** The fake server's own state: what it holds, changed by delivered writes and by others (server updates). */
class FakeServer {
  liked = false;
  likes = 3;
  body = 'First words';
  status: 'member' | null = null;
  membersCount = 10;
  values: { custom_user_field_id: number; value: string }[] = [];
  seen = new Map<number, boolean>(ACTIVITY_IDS.map((id) => [id, false]));
  counts = { new_activities_count: 3, new_activities_total_count: 3 };

  post() {
    return { ...plainPostFields, id: POST_ID, client_id: null, wall_key: 'g1', body: this.body, author, likes_count: this.likes, comments_count: 0, created_at: '2024-01-01T00:00:00.000Z' } as never;
  }
  group() {
    return { id: 1, key: 'g1', name: 'Group', membership_type: 'public', membership_status: this.status, members_count: this.membersCount } as never;
  }
  activity(id: number) {
    return { id, category: 'comment', seen: this.seen.get(id)!, post_id: null, comment_id: null, group: null } as never;
  }
  userData() {
    return { walkthrough_completed: true, last_walkthrough_step: null, ...this.counts } as never;
  }
  customAnswer() {
    return { custom_user_fields: [], custom_user_values: this.values };
  }

  /** Applies a delivered write as the server would and answers it. */
  answer(m: Mutation): unknown {
    switch (m.kind) {
      case 'like.create':
      case 'like.delete': {
        const liked = m.kind === 'like.create';
        if (liked !== this.liked) this.likes += liked ? 1 : -1;
        this.liked = liked;
        return { likeable_type: 'Post', likeable_id: POST_ID, liked, likes_count: this.likes };
      }
      case 'custom_value.update':
        this.values = customFields.changes['custom_value.update'].apply(this.customAnswer(), m).custom_user_values;
        return { custom_user_values: this.values };
      case 'group.join':
        this.status = 'member';
        return { group: this.group() };
      case 'group.leave':
        this.status = null;
        return {};
      case 'post.update':
        this.body = m.body.body;
        return { post: this.post() };
      case 'activity.mark_seen':
        if (!this.seen.get(m.activity_id)) this.counts = activityCountsSetting.changes['activity.mark_seen'].apply(this.counts, m);
        this.seen.set(m.activity_id, true);
        return { activity: this.activity(m.activity_id), ...this.counts };
      default:
        throw new Error(`not served here: ${m.kind}`);
    }
  }
}

/** The rows the test follows, as the device should hold them as the server's (kept by the test, not read from the engine). */
class ServerRows {
  rows = new Map<string, unknown>();
  answered = { customFields: 0, activityCounts: 0 };
  constructor(private server: FakeServer) {}

  refresh(): void {
    const s = this.server;
    this.rows.set('likes:Post:7', s.liked ? { uid: 'Post:7', likeable_type: 'Post', likeable_id: POST_ID, liked: 1, server_liked: 1 } : undefined);
    this.rows.set('posts:p7', toLocalPost(s.post()));
    this.rows.set('groups:g1', toLocalGroup(s.group(), s.status === 'member'));
    this.rows.set('kv:customFields', { key: 'customFields', value: { server: s.customAnswer(), value: s.customAnswer(), answered: this.answered.customFields } });
    this.rows.set('kv:activityCounts', { key: 'activityCounts', value: { server: s.counts, value: s.counts, answered: this.answered.activityCounts } });
    this.rows.set('kv:userData', { key: 'userData', value: s.userData() });
    for (const id of ACTIVITY_IDS) this.rows.set(`activities:${id}`, s.activity(id));
  }
}

const slotOf = (id: string): Slot => {
  const [table, ...rest] = id.split(':');
  const key = rest.join(':');
  return { table: table as TableName, key: table === 'activities' ? Number(key) : key };
};

/** What each followed row should show: its server row, then every unsent write touching it, in outbox order. */
async function expectedRows(db: LocalDb, server: ServerRows): Promise<Map<string, unknown>> {
  const shown = new Map(server.rows);
  for (const e of await db.outbox.orderBy('seq').toArray()) {
    const overlay = moduleOf(e.mutation).overlay;
    if (!overlay) continue;
    const touched = overlay.rows(e.mutation).flatMap((r) => ('key' in r && shown.has(`${r.table}:${r.key}`) ? [`${r.table}:${r.key}`] : []));
    const write = { mutation: e.mutation, client_id: e.client_id, status: e.status === 'failed' ? ('failed' as const) : ('pending' as const), ...(e.error ? { error: e.error } : {}), created_at: e.created_at };
    const after = overlay.apply(touched.map((id): Laid => ({ ...slotOf(id), row: shown.get(id) })), write);
    for (const a of after) shown.set(`${a.table}:${a.key}`, a.row);
  }
  return shown;
}

async function expectConsistent(db: LocalDb, server: ServerRows, step: string): Promise<void> {
  const expected = await expectedRows(db, server);
  for (const [id, row] of expected) {
    const { table, key } = slotOf(id);
    expect(await db.table(table).get(key), `${step}: ${id}`).toEqual(row);
  }
}

/** An api whose first request is answered by `answer` (a delivery or a refusal) and every later one finds no network. */
function oneAnswer(db: LocalDb, answer: (m: Mutation) => unknown): Api {
  let used = false;
  const request = async () => {
    if (used) throw new ApiError('network', -1, '');
    used = true;
    const head = await db.outbox.where('status').equals('sending').first();
    return answer(head!.mutation);
  };
  return { client: { request } } as unknown as Api;
}

type Input = MutationInput & MutationInputShape;

function randomWrite(r: () => number): Input {
  const pick = <T,>(list: T[]): T => list[Math.floor(r() * list.length)]!;
  switch (pick(['like', 'setting', 'group', 'edit', 'mark'])) {
    case 'like':
      return { kind: pick(['like.create', 'like.delete'] as const), body: { likeable_type: 'Post', likeable_id: POST_ID } } as Input;
    case 'setting':
      return { kind: 'custom_value.update', body: { values: [{ custom_user_field_id: pick([1, 2]), value: pick(['a', 'b', '']) }] } } as Input;
    case 'group':
      return { kind: pick(['group.join', 'group.leave'] as const), group_id: 1, group_key: 'g1' } as Input;
    case 'edit':
      return { kind: 'post.update', post_id: POST_ID, body: { body: pick(['Second', 'Third', 'Fourth']) } } as Input;
    default:
      return { kind: 'activity.mark_seen', activity_id: pick(ACTIVITY_IDS), was_new: r() < 0.5 } as Input;
  }
}

const STEPS = 60;
let count = 0;
let db: LocalDb | undefined;
afterEach(() => db?.close());

describe('the overlay under random steps', () => {
  it.each([1, 7, 42, 1234, 99991])('seed %i: every row shows its server row with the unsent writes over it, after every step', async (seed) => {
    const r = prng(seed);
    db = openLocalDb(`overlay-rebase-${process.pid}-${++count}`);
    const mirror = db;
    const fake = new FakeServer();
    const server = new ServerRows(fake);
    await mirror.kv.put({ key: 'session', value: { secret_id: 's', secret: 'x', refresh_token: 'r', user_id: 1 } });

    /** The server's state now reaches the device, as a pull, the delta feed or realtime would bring it. */
    const arrive = () =>
      inMirror(mirror, async () => {
        await putServerUserData(mirror, fake.userData());
        await setServerLiked(mirror, 'Post', POST_ID, fake.liked);
        await putServerPosts(mirror, [fake.post()]);
        await putServerGroups(mirror, [fake.group()]);
        await putServerSetting(mirror, customFields, fake.customAnswer());
        await putServerRows(mirror, 'activities', ACTIVITY_IDS.map((id) => fake.activity(id)));
        // The counts as a delivered mark's answer would have brought them.
        await putServerSetting(mirror, activityCountsSetting, fake.counts);
      });
    await arrive();
    server.refresh();
    await expectConsistent(mirror, server, 'start');

    for (let step = 0; step < STEPS; step++) {
      const roll = r();
      let what: string;
      if (roll < 0.35) {
        const input = randomWrite(r);
        what = `queue ${input.kind}`;
        await enqueue(mirror, input);
      } else if (roll < 0.55) {
        what = 'deliver the head';
        let delivered: Mutation | undefined;
        await flushOutbox(mirror, oneAnswer(mirror, (m) => ((delivered = m), fake.answer(m))));
        if (delivered?.kind === 'custom_value.update') server.answered.customFields++;
        if (delivered?.kind === 'activity.mark_seen') server.answered.activityCounts++;
      } else if (roll < 0.65) {
        what = 'refuse the head';
        await flushOutbox(
          mirror,
          oneAnswer(mirror, () => {
            throw new ApiError('http', 422, 'Not today');
          }),
        );
      } else if (roll < 0.72) {
        const failed = await mirror.outbox.where('status').equals('failed').toArray();
        what = 'retry';
        if (failed.length > 0) await retryEntry(mirror, failed[Math.floor(r() * failed.length)]!.client_id);
      } else if (roll < 0.82) {
        const entries = await mirror.outbox.toArray();
        what = 'discard';
        if (entries.length > 0) await discardEntry(mirror, entries[Math.floor(r() * entries.length)]!.client_id);
      } else {
        what = 'server update';
        // Someone else likes, joins or leaves; the member's like changes on another device.
        fake.likes += r() < 0.5 ? 1 : 0;
        fake.membersCount += 1;
        if (r() < 0.3) {
          fake.liked = !fake.liked;
          fake.likes += fake.liked ? 1 : -1;
        }
        if (r() < 0.3) fake.seen.set(ACTIVITY_IDS[Math.floor(r() * ACTIVITY_IDS.length)]!, true);
        await arrive();
      }
      server.refresh();
      // Setting counts are the server's only once they reach the device: a delivery brings them, as does `arrive`.
      await expectConsistent(mirror, server, `seed ${seed} step ${step} (${what})`);
    }
  });
});
