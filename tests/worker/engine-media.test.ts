// Post media through the engine against the real server: attachments queued before their post, offline then online, a cut upload resumed, refusals.
import 'fake-indexeddb/auto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_CHUNK_BYTES } from '../../schema/media';
import { fileNotSupported } from '../../schema/file-refusals';
import { messages } from '../../schema/messages';
import type { Post, PostWithComments } from '../../schema/posts';
import { fakeMp4, makePng } from '../fixtures/media-files';
import { engineFor, MEMBER, type Harness } from './helpers/engine-harness';
import { DEMO_PASSWORD, startLiveServer, type LiveServer } from './helpers/live-server';
import { outboxKinds, outboxSettled, pickedFile } from './helpers/outbox-files';
import { waitFor } from './helpers/wait';

const dir = path.join(os.tmpdir(), `engine-media-${process.pid}-${Date.now()}`);
const uploadsDir = path.join(dir, 'uploads');
let server: LiveServer;
let h: Harness;

beforeAll(async () => {
  server = await startLiveServer(undefined, { uploadsDir });
  h = engineFor(server);
  await h.engine.start(h.events);
  const signedIn = await h.engine.session.signIn(MEMBER, DEMO_PASSWORD);
  if (!signedIn.ok) throw new Error(`sign-in failed: ${signedIn.message}`);
  await h.engine.syncNow();
});
afterEach(() => server.setOffline(false));
afterAll(async () => {
  await h?.close();
  await server?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const file = pickedFile;
const settled = () => outboxSettled(h);
const kinds = () => outboxKinds(h);

async function serverPost(clientId: string): Promise<Post | undefined> {
  const session = (await h.kv('session'))!;
  const page = await server.api.call<{ posts: Post[] }>('GET', '/api/v2/walls/welcome/recent_posts?limit=50', { session });
  const mine = page.body.posts.filter((p) => p.client_id === clientId);
  expect(mine.length).toBeLessThanOrEqual(1);
  return mine[0];
}

/** The chunks the server accepted for an upload (its receipt: `offset length` per line). */
async function receipt(uploadId: string): Promise<number[][]> {
  const text = await fs.readFile(path.join(`${uploadsDir}-parts`, `${uploadId}.chunks`), 'utf8');
  return text.split('\n').filter(Boolean).map((l) => l.split(' ').map(Number));
}

describe('post media', () => {
  it('offline: a post with an image waits with its bytes, then lands once with its image, uploaded before it', async () => {
    server.setOffline(true);
    const png = await makePng(800, 600);
    const clientId = await h.engine.posts.create('welcome', { body: 'Sunset', attachments: [file(png, 'sunset.png', 'image/png')] });
    expect(await kinds()).toEqual(['media.upload', 'post.create']);
    // The member has written one thing: the top bar's count says 1, not one per entry.
    await waitFor(async () => h.events.statuses.at(-1)?.pending === 1, 'the unsent count');
    expect(h.events.statuses.at(-1)).toMatchObject({ pending: 1, failed: 0 });
    expect((await h.engine.outbox.unsent()).map((m) => m.kind)).toEqual(['post.create']);
    const uploads = await h.mirror.uploads.where('post_client_id').equals(clientId).toArray();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ file_name: 'sunset.png', media_type: 'image', size: png.length, offset: 0, medium: null, status: 'pending' });
    expect(uploads[0]!.blob.size).toBe(png.length);
    const draft = (await h.mirror.posts.where('client_id').equals(clientId).first())!;
    expect(draft).toMatchObject({ status: 'pending', body: 'Sunset' });
    const entry = (await h.mirror.outbox.where('client_id').equals(clientId).first())!;
    expect(entry.mutation).toMatchObject({ kind: 'post.create', media_client_ids: [uploads[0]!.client_id] });

    server.setOffline(false);
    await h.engine.syncNow();
    await waitFor(settled, 'delivery');
    const landed = (await serverPost(clientId))!;
    expect(landed.media).toHaveLength(1);
    expect(landed.media[0]).toMatchObject({ media_type: 'image', processing_state: 'complete', width: 800, height: 600 });
    const local = (await h.mirror.posts.where('client_id').equals(clientId).toArray()).filter((p) => p.id > 0);
    expect(local).toHaveLength(1);
    expect(local[0]!.media[0]!.id).toBe(landed.media[0]!.id);
    // The bytes kept for the upload are gone once the post is on the server.
    expect(await h.mirror.uploads.where('post_client_id').equals(clientId).count()).toBe(0);
  });

  it('an upload cut in the middle resumes from the last acknowledged chunk: no byte before the cut is sent twice', async () => {
    const video = fakeMp4(5 * UPLOAD_CHUNK_BYTES + 12_345);
    const realFetch = globalThis.fetch;
    const puts: number[] = [];
    let cut = false;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if ((init?.method ?? 'GET') === 'PUT' && url.includes('/api/v2/media_uploads/')) {
        const offset = Number(new Headers(init?.headers).get('Upload-Offset'));
        puts.push(offset);
        // The network goes while the third chunk is on its way.
        if (!cut && offset === 2 * UPLOAD_CHUNK_BYTES) {
          cut = true;
          server.setOffline(true);
        }
      }
      return realFetch(input, init);
    }) as typeof fetch;
    try {
      const clientId = await h.engine.posts.create('welcome', { body: 'Clip', attachments: [file(video, 'clip.mp4', 'video/mp4')] });
      const row = async () => (await h.mirror.uploads.where('post_client_id').equals(clientId).first())!;
      await waitFor(() => cut, 'the cut');
      await waitFor(async () => (await h.mirror.outbox.where('status').equals('sending').count()) === 0, 'the sender to give up');
      const before = await row();
      expect(before.offset).toBe(2 * UPLOAD_CHUNK_BYTES);
      expect(before.upload_id).toBeTruthy();
      expect(await serverPost(clientId)).toBeUndefined();

      server.setOffline(false);
      await h.engine.syncNow();
      await waitFor(settled, 'delivery', 20_000);
      const landed = (await serverPost(clientId))!;
      expect(landed.media[0]).toMatchObject({ media_type: 'video', processing_state: 'complete', size: video.length, content_type: 'video/mp4' });
      const stored = await server.app.inject({ method: 'GET', url: landed.media[0]!.file_url! });
      expect(stored.rawPayload.equals(video)).toBe(true);
      // The server took each chunk once, in order; after the cut the engine went on from 2 chunks, never from 0.
      const chunks = await receipt(before.upload_id!);
      expect(chunks.map(([o]) => o)).toEqual([0, 1, 2, 3, 4, 5].map((i) => i * UPLOAD_CHUNK_BYTES));
      expect(chunks.reduce((s, [, l]) => s + l!, 0)).toBe(video.length);
      expect(puts.filter((o) => o < 2 * UPLOAD_CHUNK_BYTES)).toEqual([0, UPLOAD_CHUNK_BYTES]);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('a file the server refuses fails the upload and its post with the product message; retry tries again, discard removes them', async () => {
    const fakePng = Buffer.from('%PDF-1.4 not an image at all');
    const clientId = await h.engine.posts.create('welcome', { body: 'Broken', attachments: [file(fakePng, 'photo.png', 'image/png')] });
    const draft = async () => (await h.mirror.posts.where('client_id').equals(clientId).first())!;
    await waitFor(async () => (await draft()).status === 'failed', 'the refusal');
    expect((await draft()).error).toBe(fileNotSupported('photo.png'));
    const upload = (await h.mirror.uploads.where('post_client_id').equals(clientId).first())!;
    expect(upload).toMatchObject({ status: 'failed', error: fileNotSupported('photo.png') });
    const entries = await h.mirror.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => [e.mutation.kind, e.status])).toEqual([['media.upload', 'failed'], ['post.create', 'failed']]);
    expect(await serverPost(clientId)).toBeUndefined();

    await h.engine.outbox.retry(clientId);
    await waitFor(async () => (await h.mirror.outbox.where('status').equals('failed').count()) === 2, 'the second refusal');
    // The refused bytes were dropped by the server: asked again, the upload cannot complete.
    expect((await h.mirror.uploads.get(upload.client_id))!.error).toBe(messages.uploadFailed);
    await h.engine.outbox.discard(clientId);
    expect(await h.mirror.outbox.count()).toBe(0);
    expect(await h.mirror.uploads.count()).toBe(0);
    expect(await h.mirror.posts.where('client_id').equals(clientId).count()).toBe(0);
  });

  it('refuses a file of a format not supported before anything is queued', async () => {
    await expect(h.engine.posts.create('welcome', { body: 'x', attachments: [file(Buffer.from('hi'), 'notes.txt', 'text/plain')] })).rejects.toThrow(
      fileNotSupported('notes.txt'),
    );
    expect(await h.mirror.outbox.count()).toBe(0);
    expect(await h.mirror.uploads.count()).toBe(0);
  });

  it('a post with media read from the server carries them (a second device sees the image)', async () => {
    const clientId = await h.engine.posts.create('welcome', { body: 'Two', attachments: [file(await makePng(), 'a.png', 'image/png'), file(await makePng(10, 10), 'b.png', 'image/png')] });
    await waitFor(settled, 'delivery');
    const landed = (await serverPost(clientId))!;
    const session = (await h.kv('session'))!;
    const read = await server.api.call<PostWithComments>('GET', `/api/v2/posts/${landed.id}`, { session });
    expect(read.body.post.media.map((m) => m.file_name)).toEqual(['a.png', 'b.png']);
  });
});
