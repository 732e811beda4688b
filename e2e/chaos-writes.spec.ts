// Journey (chaos): 200 mixed writes (posts, image posts, edits, comments, likes, votes) in two tabs while the network flaps, behind a proxy that fails, throttles, times out and drops answers after the commit; tabs reopened twice, the service worker stopped mid-way: the server ends with each write exactly once.
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { apiSignIn, MEMBER, signInThroughUi, waitForServiceWorkerControl } from './helpers';
import { askReplay, chromeCounts, queuedReplays, unsentCount } from './device-state';
import { startFaultProxy } from './chaos/fault-proxy';
import { seededRandom, type Random } from './chaos/seeded-random';

const WRITES = 200;
const TARGETS = 16;
const POLLS = 4;
const NOAH = { email: 'noah@example.com', password: MEMBER.password };

type Session = Awaited<ReturnType<typeof apiSignIn>>;
type Write =
  | { kind: 'post'; tab: number; body: string }
  | { kind: 'imagePost'; tab: number; body: string }
  | { kind: 'comment'; tab: number; postId: number; body: string }
  | { kind: 'like' | 'unlike'; tab: number; postId: number }
  /** A new text for the post the write at `postIndex` made (its client id filled in when sent). */
  | { kind: 'edit'; tab: number; postIndex: number; body: string; target?: string }
  | { kind: 'vote'; tab: number; postId: number; pollId: number; optionId: number | null };

interface PollTarget {
  postId: number;
  pollId: number;
  optionIds: number[];
}

interface Plan {
  writes: Write[];
  liked: Map<number, boolean>;
  /** poll id -> the member's last choice (null: none) */
  votes: Map<number, number | null>;
  /** write index of a post -> its last text */
  texts: Map<number, string>;
}

/** The writes, decided by the seed: posts (some with an image, some edited), comments, likes/unlikes and votes on fresh posts of another member. */
function planWrites(random: Random, tag: string, targets: number[], polls: PollTarget[]): Plan {
  const liked = new Map<number, boolean>(targets.map((id) => [id, false]));
  const votes = new Map<number, number | null>(polls.map((p) => [p.pollId, null]));
  const texts = new Map<number, string>();
  const writes: Write[] = [];
  for (let i = 0; i < WRITES; i++) {
    const tab = random.int(0, 1);
    const r = random.next();
    if (r < 0.2) {
      writes.push({ kind: 'post', tab, body: `${tag} post ${i}` });
      texts.set(i, `${tag} post ${i}`);
    } else if (r < 0.26) writes.push({ kind: 'imagePost', tab, body: `${tag} post ${i} with an image` });
    else if (r < 0.32 && texts.size > 0) {
      const postIndex = random.pick([...texts.keys()]);
      const body = `${tag} post ${postIndex} edited by write ${i}`;
      texts.set(postIndex, body);
      writes.push({ kind: 'edit', tab, postIndex, body });
    } else if (r < 0.42) {
      const poll = random.pick(polls);
      const optionId = random.next() < 0.2 ? null : random.pick(poll.optionIds);
      votes.set(poll.pollId, optionId);
      writes.push({ kind: 'vote', tab, postId: poll.postId, pollId: poll.pollId, optionId });
    } else if (r < 0.66) writes.push({ kind: 'comment', tab, postId: random.pick(targets), body: `${tag} comment ${i}` });
    else {
      const postId = random.pick(targets);
      const now = !liked.get(postId);
      liked.set(postId, now);
      writes.push({ kind: now ? 'like' : 'unlike', tab, postId });
    }
  }
  return { writes, liked, votes, texts };
}

async function makeWrite(page: Page, w: Write): Promise<string> {
  return page.evaluate(async (w) => {
    const engine = window.__engine!;
    if (w.kind === 'post') return engine.posts.create('welcome', w.body);
    if (w.kind === 'imagePost') {
      // A small real PNG, as the composer would hand over a picked file.
      const canvas = new OffscreenCanvas(24, 16);
      const g = canvas.getContext('2d')!;
      g.fillStyle = `hsl(${Math.floor(Math.random() * 360)} 70% 50%)`;
      g.fillRect(0, 0, 24, 16);
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      const attachment = { id: crypto.randomUUID(), blob, file_name: 'chaos.png', content_type: 'image/png' };
      return engine.posts.create('welcome', { body: w.body, attachments: [attachment] });
    }
    if (w.kind === 'comment') return engine.comments.create(w.postId, w.body);
    if (w.kind === 'edit') {
      await engine.edits.editPost({ id: 0, client_id: w.target! }, w.body);
      return '';
    }
    if (w.kind === 'vote') return engine.polls.vote(w.postId, w.pollId, w.optionId);
    return w.kind === 'like' ? engine.likes.like('Post', w.postId) : engine.likes.unlike('Post', w.postId);
  }, w);
}

async function openTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/groups/welcome');
  await page.waitForFunction(() => Boolean(window.__engine));
  return page;
}

async function allPages<T>(request: APIRequestContext, session: Session, first: string, key: string): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | null = null;
  do {
    const res = await request.get(`${first}${first.includes('?') ? '&' : '?'}limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { headers: session.headers });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as Record<string, unknown> & { meta: { next: string | null } };
    rows.push(...(body[key] as T[]));
    cursor = body.meta.next;
  } while (cursor);
  return rows;
}

/** How many times each of the given client ids is on the server (rows carrying the tag but none of them count as extra). */
function tally(rows: { client_id: string | null; body: string }[], tag: string, expected: Set<string>) {
  const seen = new Map<string, number>();
  let extra = 0;
  for (const r of rows) {
    if (r.client_id && expected.has(r.client_id)) seen.set(r.client_id, (seen.get(r.client_id) ?? 0) + 1);
    else if (r.body.startsWith(tag)) extra++;
  }
  const twice = [...seen.values()].filter((n) => n > 1).length;
  const lost = [...expected].filter((id) => !seen.has(id)).length;
  return { found: seen.size, twice, lost, extra };
}

test('200 writes under a flapping network and a faulty proxy reach the server exactly once', async ({ browser, request, baseURL }) => {
  test.setTimeout(240_000);
  const started = Date.now();
  const seed = Number(process.env.CHAOS_SEED ?? Math.floor(Math.random() * 2 ** 31));
  console.log(`chaos seed ${seed} (CHAOS_SEED=${seed} replays it)`);
  const random = seededRandom(seed);
  const tag = `chaos ${seed}`;
  const proxy = await startFaultProxy({ target: baseURL!, seed: seed ^ 0x5eed });

  // Fresh posts by another member: each run starts from no likes and no comments of ours on them.
  const noah = await apiSignIn(request, NOAH);
  const targets: number[] = [];
  for (let i = 0; i < TARGETS; i++) {
    const res = await request.post('/api/v2/walls/welcome/posts', { headers: noah.headers, data: { body: `${tag} target ${i}` } });
    expect(res.status()).toBe(201);
    targets.push(((await res.json()) as { post: { id: number } }).post.id);
  }
  const polls: PollTarget[] = [];
  const endsAt = new Date(Date.now() + 7 * 24 * 3_600_000).toISOString();
  for (let i = 0; i < POLLS; i++) {
    const poll = { options: ['North', 'South', 'East'], ends_at: endsAt };
    const res = await request.post('/api/v2/walls/welcome/posts', { headers: noah.headers, data: { body: `${tag} poll ${i}`, poll } });
    expect(res.status()).toBe(201);
    const { post } = (await res.json()) as { post: { id: number; poll: { id: number; options: { id: number }[] } } };
    polls.push({ postId: post.id, pollId: post.poll.id, optionIds: post.poll.options.map((o) => o.id) });
  }
  const { writes, liked, votes, texts } = planWrites(random, tag, targets, polls);
  const postIdOfWrite = new Map<number, string>();

  // The app is served through the proxy (its origin), so every call of the page and its workers goes through it.
  const context = await browser.newContext({ baseURL: proxy.url });
  const first = await context.newPage();
  await first.goto('/');
  await signInThroughUi(first);
  await first.goto('/groups/welcome');
  await waitForServiceWorkerControl(first);
  let tabs: Page[] = [first, await openTab(context)];
  await waitForServiceWorkerControl(tabs[1]!);

  proxy.setFaults(true);
  let flapping = true;
  let offline = false;
  let flips = 0;
  // Opening, closing and stopping take turns with the flaps (Playwright's setOffline walks the context's pages).
  let busy: Promise<void> = Promise.resolve();
  const exclusive = (step: () => Promise<void>) => (busy = busy.then(step));
  const flapper = (async () => {
    while (flapping) {
      await new Promise((r) => setTimeout(r, random.int(200, 1500)));
      await exclusive(async () => {
        if (!flapping) return;
        offline = !offline;
        flips++;
        await context.setOffline(offline);
      });
    }
  })();

  const made = { post: [] as string[], imagePost: [] as string[], comment: [] as string[], like: 0, unlike: 0, edit: 0, vote: 0 };
  let reopened = 0;
  let swStops = 0;
  let countedOffline = 0;
  for (const [i, w] of writes.entries()) {
    if (i === Math.round(WRITES / 3) || i === Math.round((2 * WRITES) / 3)) {
      // Every tab closed and reopened (offline or not, whatever the network is doing now).
      await exclusive(async () => {
        for (const t of tabs) await t.close();
        tabs = [await openTab(context), await openTab(context)];
        reopened++;
      });
    }
    if (i === Math.round(WRITES / 2)) {
      await exclusive(async () => {
        const cdp = await context.newCDPSession(tabs[0]!);
        await cdp.send('ServiceWorker.enable');
        await cdp.send('ServiceWorker.stopAllWorkers');
        await cdp.detach();
        swStops++;
      });
    }
    if (i === Math.round((3 * WRITES) / 4)) {
      // Offline for a moment: the top bar counts every unsent write, whatever its kind (posts, likes...), a post with
      // its image as one, the same number the sign-out warning lists.
      await exclusive(async () => {
        offline = true;
        await context.setOffline(true);
        const tab = tabs[w.tab]!;
        await makeWrite(tab, { kind: 'imagePost', tab: w.tab, body: `${tag} post ${i} counted offline` }).then((id) => made.imagePost.push(id));
        await expect
          .poll(async () => {
            const shown = await chromeCounts(tab);
            return shown.pending + shown.failed === (await unsentCount(tab)) && shown.pending >= 1;
          })
          .toBe(true);
        countedOffline = await unsentCount(tab);
      });
    }
    const clientId = await makeWrite(tabs[w.tab]!, w.kind === 'edit' ? { ...w, target: postIdOfWrite.get(w.postIndex)! } : w);
    if (w.kind === 'post') postIdOfWrite.set(i, clientId);
    if (w.kind === 'post' || w.kind === 'imagePost' || w.kind === 'comment') made[w.kind].push(clientId);
    else made[w.kind]++;
    // A member's pace: a write every 40-160 ms.
    await new Promise((r) => setTimeout(r, random.int(40, 160)));
  }
  const writtenAt = Date.now();

  // The network comes back and stays; the proxy goes on failing (at a quarter of the rates: every fault costs the
  // client its retry delays), so what was written offline is delivered through faults too.
  flapping = false;
  await flapper;
  await context.setOffline(false);
  proxy.setFaults(true, 1 / 4);
  for (const t of tabs) {
    await expect.poll(() => unsentCount(t), { timeout: 150_000 }).toBe(0);
    await expect
      .poll(async () => {
        const n = await queuedReplays(t);
        if (n > 0) await askReplay(t);
        return n;
      }, { timeout: 60_000 })
      .toBe(0);
    await expect.poll(() => chromeCounts(t)).toEqual({ pending: 0, failed: 0 });
  }
  proxy.setFaults(false);
  const settledAt = Date.now();

  // The server's word, read straight from it (not through the proxy).
  const member = await apiSignIn(request);
  const posts = await allPages<{ client_id: string | null; body: string; media?: unknown[] }>(request, member, '/api/v2/walls/welcome/recent_posts', 'posts');
  const postTally = tally(posts, `${tag} post`, new Set([...made.post, ...made.imagePost]));
  const withImages = new Set(made.imagePost);
  const imagesMissing = posts.filter((p) => p.client_id && withImages.has(p.client_id) && p.media?.length !== 1).length;
  const comments: { client_id: string | null; body: string }[] = [];
  for (const id of targets) comments.push(...(await allPages<{ client_id: string | null; body: string }>(request, member, `/api/v2/posts/${id}/comments`, 'comments')));
  const commentTally = tally(comments, `${tag} comment`, new Set(made.comment));
  const bodyOf = new Map(posts.map((p) => [p.client_id, p.body]));
  const textsWrong = [...texts].filter(([i, body]) => bodyOf.get(postIdOfWrite.get(i)!) !== body).length;
  const pollIds = polls.map((p) => p.pollId).join(',');
  const myVotes = (await (await request.get(`/api/v2/account/poll_votes?question_ids=${pollIds}`, { headers: member.headers })).json()) as {
    poll_votes: { poll_id: number; option_id: number }[];
  };
  let votesWrong = 0;
  for (const p of polls) {
    const want = votes.get(p.pollId) ?? null;
    const mine = myVotes.poll_votes.filter((v) => v.poll_id === p.pollId);
    const post = (await (await request.get(`/api/v2/posts/${p.postId}`, { headers: member.headers })).json()) as { post: { poll: { votes_count: number } } };
    const right = want === null ? mine.length === 0 && post.post.poll.votes_count === 0 : mine.length === 1 && mine[0]!.option_id === want && post.post.poll.votes_count === 1;
    if (!right) votesWrong++;
  }
  let likesWrong = 0;
  const mine = await request.get(`/api/v2/account/likes?likeable_type=Post&likeable_ids=${targets.join(',')}`, { headers: member.headers });
  const likedIds = new Set(((await mine.json()) as { likes: { likeable_id: number }[] }).likes.map((l) => l.likeable_id));
  for (const id of targets) {
    const post = (await (await request.get(`/api/v2/posts/${id}`, { headers: member.headers })).json()) as { post: { likes_count: number } };
    const want = liked.get(id)!;
    if (likedIds.has(id) !== want || post.post.likes_count !== (want ? 1 : 0)) likesWrong++;
  }

  console.log(
    'chaos counts',
    JSON.stringify({
      seed,
      writes: { posts: made.post.length, imagePosts: made.imagePost.length, edits: made.edit, comments: made.comment.length, likes: made.like, unlikes: made.unlike, votes: made.vote },
      posts: postTally,
      imagePostsWithoutTheirImage: imagesMissing,
      comments: commentTally,
      likeTargetsWrong: likesWrong,
      editedTextsWrong: textsWrong,
      pollsWrong: votesWrong,
      proxy: proxy.counts,
      networkFlips: flips,
      tabsReopened: reopened,
      serviceWorkerStops: swStops,
      unsentShownOffline: countedOffline,
      seconds: { writing: (writtenAt - started) / 1000, settling: (settledAt - writtenAt) / 1000, total: (Date.now() - started) / 1000 },
    }),
  );
  expect(postTally).toEqual({ found: made.post.length + made.imagePost.length, twice: 0, lost: 0, extra: 0 });
  expect(imagesMissing).toBe(0);
  expect(commentTally).toEqual({ found: made.comment.length, twice: 0, lost: 0, extra: 0 });
  expect(likesWrong).toBe(0);
  expect(textsWrong).toBe(0);
  expect(votesWrong).toBe(0);
  expect(made.post.length + made.imagePost.length + made.comment.length + made.like + made.unlike + made.edit + made.vote).toBe(WRITES + 1);
  await context.close();
  await proxy.close();
});
