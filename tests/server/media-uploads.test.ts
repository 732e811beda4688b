// Resumable media uploads: open once per client id, chunks at offsets (resume, repeats, gaps), sniffing, variants, attaching to posts, who may call.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { mediaUploadResponse, UPLOAD_CHUNK_BYTES, type MediaUpload } from '../../schema/media';
import { fileNotSupported } from '../../schema/file-refusals';
import { messages } from '../../schema/messages';
import { postResponse, postWithComments } from '../../schema/posts';
import type { Session } from '../../schema/session';
import { users } from '../../server/domains/account/users-schema';
import { fakeMp4, makePng } from '../fixtures/media-files';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

let n = 0;
const newClientId = () => `${Date.now().toString(16)}${(n++).toString(16).padStart(8, '0')}cafe0000`.slice(0, 32);

describe.each(drivers)('media uploads on %s', (driver) => {
  let uploadsDir = '';
  const ctx = useTestApp(driver, {
    app: () => {
      uploadsDir = path.join(os.tmpdir(), `media-test-${process.pid}-${driver}-${Date.now()}`, 'uploads');
      return { uploadsDir };
    },
  });
  afterAll(() => fs.rm(path.dirname(uploadsDir), { recursive: true, force: true }));
  const login = (email: string) => ctx.api.login(email);

  const open = (s: Session | undefined, file_name: string, size: number, clientId = newClientId(), key: string | null = clientId) =>
    ctx.api.call('POST', '/api/v2/media_uploads', {
      session: s,
      body: { client_id: clientId, file_name, content_type: 'application/octet-stream', size },
      headers: key ? { 'idempotency-key': key } : undefined,
    });
  const put = (s: Session | undefined, id: string, offset: number | string, bytes: Buffer, contentType = 'application/offset+octet-stream') =>
    ctx.api.call('PUT', `/api/v2/media_uploads/${id}`, {
      session: s,
      payload: bytes,
      headers: { 'content-type': contentType, 'upload-offset': String(offset) },
    });
  const status = (s: Session | undefined, id: string) => ctx.api.call('GET', `/api/v2/media_uploads/${id}`, { session: s });
  const parse = (body: unknown): MediaUpload => mediaUploadResponse.parse(body).upload;

  /** Opens and sends the whole file in chunks; answers the last answer's upload. */
  async function upload(s: Session, name: string, bytes: Buffer): Promise<MediaUpload> {
    const opened = parse((await open(s, name, bytes.length)).body);
    let last = opened;
    for (let at = 0; at < bytes.length; at += UPLOAD_CHUNK_BYTES) {
      const res = await put(s, opened.id, at, bytes.subarray(at, at + UPLOAD_CHUNK_BYTES));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      last = parse(res.body);
    }
    return last;
  }
  const receipt = async (id: string) =>
    (await fs.readFile(path.join(`${uploadsDir}-parts`, `${id}.chunks`), 'utf8').catch(() => ''))
      .split('\n')
      .filter(Boolean)
      .map((l) => l.split(' ').map(Number));
  const createPost = (s: Session, wall: string, media_ids: number[], body = 'With media') =>
    ctx.api.call('POST', `/api/v2/walls/${wall}/posts`, { session: s, body: { body, media_ids } });

  it('opens an upload once per client id: 201, then 200 with the same upload; another file under that id is a conflict', async () => {
    const mia = await login('member@example.com');
    const clientId = newClientId();
    const first = await open(mia, 'holiday.png', 1000, clientId);
    expect(first.status).toBe(201);
    expect(first.headers['upload-offset']).toBe('0');
    const up = parse(first.body);
    expect(up).toMatchObject({ size: 1000, offset: 0, medium: null });
    const again = await open(mia, 'holiday.png', 1000, clientId);
    expect(again.status).toBe(200);
    expect(parse(again.body).id).toBe(up.id);
    const other = await open(mia, 'other.png', 1000, clientId);
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ errors: [messages.idempotencyConflict] });
    // The same client id is another member's own key space.
    const noah = await login('noah@example.com');
    const noahs = await open(noah, 'holiday.png', 1000, clientId);
    expect(noahs.status).toBe(201);
    expect(parse(noahs.body).id).not.toBe(up.id);
    // The key, when sent, must be the client id.
    expect((await open(mia, 'a.png', 10, newClientId(), newClientId())).status).toBe(400);
  });

  it('refuses names of formats not supported and bodies out of bounds with the product message', async () => {
    const mia = await login('member@example.com');
    for (const name of ['notes.txt', 'photo.webp', 'archive.zip', 'noextension']) {
      const res = await open(mia, name, 100);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ errors: [fileNotSupported(name)] });
    }
    // Each refusal names the file and says why, in the words the composer uses before sending.
    const big = await open(mia, 'big.mp4', 201 * 1024 * 1024);
    expect(big.status).toBe(422);
    expect(big.body).toEqual({ errors: ['“big.mp4” is too large: a file can be at most 200 MB.'] });
    const empty = await open(mia, 'empty.mp4', 0);
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({ errors: ['“empty.mp4” is empty: choose a file with something in it.'] });
    expect((await ctx.api.call('POST', '/api/v2/media_uploads', { session: mia, body: {} })).status).toBe(422);
  });

  it('takes an image in chunks, resumes from the acknowledged offset, makes small and large variants with its size', async () => {
    const mia = await login('member@example.com');
    const png = await makePng(1600, 900);
    const opened = parse((await open(mia, 'Wide.PNG', png.length)).body);
    const half = Math.floor(png.length / 2);
    const first = await put(mia, opened.id, 0, png.subarray(0, half));
    expect(first.status).toBe(200);
    expect(parse(first.body).offset).toBe(half);
    // A client that lost the answer asks where to resume.
    const asked = await status(mia, opened.id);
    expect(asked.status).toBe(200);
    expect(asked.headers['upload-offset']).toBe(String(half));
    expect(parse(asked.body)).toMatchObject({ offset: half, medium: null });
    const done = parse((await put(mia, opened.id, half, png.subarray(half))).body);
    expect(done.offset).toBe(png.length);
    const medium = done.medium!;
    expect(medium).toMatchObject({ media_type: 'image', processing_state: 'complete', content_type: 'image/png', width: 1600, height: 900, file_name: 'Wide.PNG', size: png.length });
    expect(medium.file_url).toMatch(/^\/uploads\/[\w-]+\.png$/);
    const original = await ctx.app.inject({ method: 'GET', url: medium.file_url! });
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(png)).toBe(true);
    expect(original.headers['cache-control']).toContain('immutable');
    for (const [url, width] of [[medium.versions!.small, 480], [medium.versions!.large, 1280]] as const) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(width);
    }
    // Once complete, any further chunk is answered with the finished upload.
    expect(parse((await put(mia, opened.id, 0, png.subarray(0, 10))).body).medium?.id).toBe(medium.id);
    // The receipt: every chunk received, with the bytes that were new (the late one wrote nothing).
    expect(await receipt(opened.id)).toEqual([[0, half, half], [half, png.length - half, png.length - half], [0, 10, 0]]);
  });

  it('answers a chunk at a wrong offset with 409 and the offset to resume from; a repeated chunk is acknowledged, not written twice', async () => {
    const mia = await login('member@example.com');
    const video = fakeMp4(3 * UPLOAD_CHUNK_BYTES + 1000);
    const opened = parse((await open(mia, 'clip.mp4', video.length)).body);
    const c = (i: number) => video.subarray(i * UPLOAD_CHUNK_BYTES, (i + 1) * UPLOAD_CHUNK_BYTES);
    expect(parse((await put(mia, opened.id, 0, c(0))).body).offset).toBe(UPLOAD_CHUNK_BYTES);
    const gap = await put(mia, opened.id, 2 * UPLOAD_CHUNK_BYTES, c(2));
    expect(gap.status).toBe(409);
    expect(gap.headers['upload-offset']).toBe(String(UPLOAD_CHUNK_BYTES));
    expect(gap.body).toMatchObject({ errors: [messages.uploadOffsetMismatch], upload: { offset: UPLOAD_CHUNK_BYTES } });
    const repeat = await put(mia, opened.id, 0, c(0));
    expect(repeat.status).toBe(200);
    expect(parse(repeat.body).offset).toBe(UPLOAD_CHUNK_BYTES);
    // A chunk overlapping what is in: only its new bytes are written.
    const overlap = video.subarray(UPLOAD_CHUNK_BYTES - 100, 2 * UPLOAD_CHUNK_BYTES - 100);
    expect(parse((await put(mia, opened.id, UPLOAD_CHUNK_BYTES - 100, overlap)).body).offset).toBe(2 * UPLOAD_CHUNK_BYTES - 100);
    let at = 2 * UPLOAD_CHUNK_BYTES - 100;
    let last: MediaUpload | null = null;
    while (at < video.length) {
      last = parse((await put(mia, opened.id, at, video.subarray(at, at + UPLOAD_CHUNK_BYTES))).body);
      at = last.offset;
    }
    expect(last!.medium).toMatchObject({ media_type: 'video', processing_state: 'complete', content_type: 'video/mp4', versions: null, width: null });
    const stored = await ctx.app.inject({ method: 'GET', url: last!.medium!.file_url! });
    expect(stored.rawPayload.equals(video)).toBe(true);
    // Every chunk received is in the receipt; every byte was written exactly once, in order.
    const C = UPLOAD_CHUNK_BYTES;
    expect(await receipt(opened.id)).toEqual([
      [0, C, C],
      [2 * C, C, 0],
      [0, C, 0],
      [C - 100, C, C - 100],
      [2 * C - 100, C, C],
      [3 * C - 100, 1100, 1100],
    ]);
    // Served with byte ranges, so a video can seek.
    const ranged = await ctx.app.inject({ method: 'GET', url: last!.medium!.file_url!, headers: { range: 'bytes=100-199' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect(ranged.rawPayload.equals(video.subarray(100, 200))).toBe(true);
  });

  it('sniffs the real type: bytes that are not what the name says are not supported; a gif and a pdf are kept as they are', async () => {
    const mia = await login('member@example.com');
    const pdf = Buffer.from('%PDF-1.4\n%fake but with the real header\n');
    for (const [name, bytes] of [['photo.png', pdf], ['clip.mp4', await makePng()], ['scan.pdf', fakeMp4(2000)]] as const) {
      const opened = parse((await open(mia, name, bytes.length)).body);
      const res = await put(mia, opened.id, 0, bytes);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ errors: [fileNotSupported(name)] });
      // Asked again, the failed upload stays failed rather than turning into a server error.
      expect((await put(mia, opened.id, 0, bytes)).body).toEqual({ errors: [messages.uploadFailed] });
      expect((await put(mia, opened.id, bytes.length, Buffer.alloc(0))).body).toEqual({ errors: [messages.uploadFailed] });
    }
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).webp().toBuffer();
    const webpUp = parse((await open(mia, 'photo.jpg', webp.length)).body);
    expect((await put(mia, webpUp.id, 0, webp)).body).toEqual({ errors: [fileNotSupported('photo.jpg')] });
    const doc = await upload(mia, 'Minutes.pdf', pdf);
    expect(doc.medium).toMatchObject({ media_type: 'document', content_type: 'application/pdf', versions: null });
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f0' } }).gif().toBuffer();
    expect((await upload(mia, 'wave.gif', gif)).medium).toMatchObject({ media_type: 'gif', content_type: 'image/gif', versions: null });
  });

  it('refuses malformed chunks: no offset, a wrong body type, a chunk past the end, one over the chunk size', async () => {
    const mia = await login('member@example.com');
    const opened = parse((await open(mia, 'clip.mp4', 5000)).body);
    const bytes = fakeMp4(5000);
    expect((await put(mia, opened.id, 'abc', bytes)).status).toBe(400);
    expect((await put(mia, opened.id, -1, bytes)).status).toBe(400);
    expect((await put(mia, opened.id, 0, bytes, 'application/json')).status).toBe(400);
    expect((await put(mia, opened.id, 0, bytes, 'text/plain')).status).toBe(415);
    expect((await put(mia, opened.id, 0, fakeMp4(5001))).status).toBe(400);
    expect((await put(mia, opened.id, 0, Buffer.alloc(0))).status).toBe(400);
    const huge = await put(mia, opened.id, 0, Buffer.alloc(UPLOAD_CHUNK_BYTES + 1));
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ errors: [messages.requestTooLarge] });
    expect((await status(mia, 'not an id!')).status).toBe(400);
    expect(parse((await status(mia, opened.id)).body).offset).toBe(0);
  });

  it('lets only the owner touch an upload: visitors 401, other members and admins 404, disabled and locked members 403', async () => {
    const mia = await login('member@example.com');
    const noah = await login('noah@example.com');
    const ada = await login('admin@example.com');
    const grace = await login('grace@example.com');
    const bytes = fakeMp4(3000);
    const opened = parse((await open(mia, 'clip.mp4', bytes.length)).body);

    for (const res of [await open(undefined, 'clip.mp4', 10), await status(undefined, opened.id), await put(undefined, opened.id, 0, bytes)]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ errors: [messages.sessionRequired] });
    }
    for (const other of [noah, ada]) {
      const seen = await status(other, opened.id);
      expect(seen.status).toBe(404);
      expect(seen.body).toEqual({ errors: [messages.uploadNotFound] });
      expect((await put(other, opened.id, 0, bytes)).status).toBe(404);
    }
    expect(parse((await status(mia, opened.id)).body).offset).toBe(0);

    const graces = parse((await open(grace, 'clip.mp4', bytes.length)).body);
    await ctx.testDb.db.update(users).set({ state: 'disabled' }).where(eq(users.email, 'grace@example.com'));
    for (const res of [await open(grace, 'clip.mp4', 10), await status(grace, graces.id), await put(grace, graces.id, 0, bytes)]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ errors: [messages.accountDisabled] });
    }
    expect((await ctx.api.call('GET', '/api/v2/media_uploads/xyz', { headers: { 'x-secret-id': 'a', 'x-secret': 'b' } })).status).toBe(403);
    const saoirse = await login('saoirse@example.com');
    await ctx.testDb.db.update(users).set({ state: 'locked' }).where(eq(users.email, 'saoirse@example.com'));
    expect((await open(saoirse, 'clip.mp4', 10)).body).toEqual({ errors: [messages.accountLocked] });
  });

  it('attaches the member own complete media to a new post in order; anything else is "Could not upload file"', async () => {
    const mia = await login('member@example.com');
    const noah = await login('noah@example.com');
    const a = (await upload(mia, 'a.png', await makePng(40, 30, '#f00'))).medium!;
    const b = (await upload(mia, 'b.jpg', await sharp(await makePng(30, 40)).jpeg().toBuffer())).medium!;
    const created = await createPost(mia, 'welcome', [b.id, a.id]);
    expect(created.status).toBe(201);
    const post = postResponse.parse(created.body).post;
    expect(post.media.map((m) => [m.id, m.width, m.height])).toEqual([[b.id, 30, 40], [a.id, 40, 30]]);
    const read = postWithComments.parse((await ctx.api.call('GET', `/api/v2/posts/${post.id}`, { session: noah })).body).post;
    expect(read.media).toEqual(post.media);
    const page = await ctx.api.call('GET', '/api/v2/walls/welcome/recent_posts', { session: noah });
    expect(page.body.posts.find((p: { id: number }) => p.id === post.id).media).toEqual(post.media);

    const unfinished = parse((await open(mia, 'c.png', 5000)).body);
    const noahs = (await upload(noah, 'n.png', await makePng())).medium!;
    const spare = (await upload(mia, 'd.png', await makePng())).medium!;
    for (const ids of [[a.id], [noahs.id], [spare.id, spare.id], [99_999_999]]) {
      const res = await createPost(mia, 'welcome', ids);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ errors: [messages.uploadFailed] });
    }
    expect(unfinished.medium).toBeNull();
    // Refused posts attached nothing: the spare is still free to use.
    expect(postResponse.parse((await createPost(mia, 'welcome', [spare.id], '')).body).post.media[0]?.id).toBe(spare.id);
    // A member who may not post there is refused before the media are looked at; nothing is attached.
    const kept = (await upload(mia, 'e.png', await makePng())).medium!;
    const outside = await createPost(mia, 'backstage', [kept.id]);
    expect(outside.status).toBe(403);
    expect((await createPost(mia, 'welcome', [kept.id])).status).toBe(201);
  });

  it('replays a post create with the same key without attaching twice', async () => {
    const mia = await login('member@example.com');
    const m = (await upload(mia, 'a.png', await makePng())).medium!;
    const key = newClientId();
    const send = () => ctx.api.call('POST', '/api/v2/walls/welcome/posts', { session: mia, body: { body: 'Once', media_ids: [m.id] }, headers: { 'idempotency-key': key } });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.post.id).toBe(first.body.post.id);
    expect(again.body.post.media).toHaveLength(1);
  });
});
