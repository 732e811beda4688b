// Uploaded files in an S3-compatible bucket (s3rver): an image post's file and variants stored there and served by the server, byte ranges and caching headers as on disk.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import { postResponse, postWithComments } from '../../schema/posts';
import { readEnv } from '../../server/config/env';
import { s3SettingsFromEnv } from '../../server/config/media-store-options';
import { openMediaStores } from '../../server/media/media-stores';
import { fakeMp4, makePng } from '../fixtures/media-files';
import { uploadVia } from './support/media-client';
import { startS3, type S3StandIn } from './support/s3-stand-in';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

let s3: S3StandIn;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3?.close());

describe('the bucket from the environment', () => {
  it('uses the bucket the six S3_ variables name, and refuses a half-given set', async () => {
    const { endpoint, bucket, accessKeyId, secretAccessKey } = s3.settings;
    const env = readEnv({ S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey, S3_FORCE_PATH_STYLE: '1' });
    const settings = s3SettingsFromEnv(env)!;
    expect(settings).toEqual({ ...s3.settings, region: 'eu-west-1' });
    const [fromEnv, another] = [openMediaStores({ s3: settings }), s3.stores()];
    try {
      await fromEnv.files.put('from-env.txt', { bytes: Buffer.from('kept') });
      expect(await another.files.head('from-env.txt')).toMatchObject({ size: 4 });
    } finally {
      await Promise.all([fromEnv.close(), another.close()]);
    }
    expect(s3SettingsFromEnv(readEnv({}))).toBeUndefined();
    expect(() => readEnv({ S3_BUCKET: bucket, S3_ACCESS_KEY_ID: 'key' })).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
    expect(() => readEnv({ S3_ENDPOINT: endpoint })).toThrow('the other S3_ variables need it');
  });
});

describe.each(drivers)('uploaded files in a bucket on %s', (driver) => {
  const ctx = useTestApp(driver, { app: () => ({ media: s3.stores() }) });
  /** A second look at the bucket, as another server process would have. */
  const bucket = () => s3.stores();
  const nameOf = (url: string) => url.replace(/^\/uploads\//, '');

  it('posts an image uploaded through the API: the file and its variants are in the bucket, the post shows them, the server serves them', async () => {
    const mia = await ctx.api.login('member@example.com');
    const noah = await ctx.api.login('noah@example.com');
    const png = await makePng(1600, 900);
    const upload = await uploadVia(() => ctx.api, mia, 'harbour.png', png);
    const medium = upload.medium!;
    expect(medium).toMatchObject({ media_type: 'image', width: 1600, height: 900, content_type: 'image/png' });

    const created = await ctx.api.call('POST', '/api/v2/walls/welcome/posts', { session: mia, body: { body: 'The harbour', media_ids: [medium.id] } });
    expect(created.status).toBe(201);
    const postId = postResponse.parse(created.body).post.id;
    const read = postWithComments.parse((await ctx.api.call('GET', `/api/v2/posts/${postId}`, { session: noah })).body).post;
    expect(read.media.map((m) => [m.id, m.file_url, m.versions])).toEqual([[medium.id, medium.file_url, medium.versions]]);

    const stored = bucket();
    try {
      for (const url of [medium.file_url!, medium.versions!.small, medium.versions!.large]) expect(await stored.files.head(nameOf(url)), url).not.toBeNull();
      // The staged parts are gone once the file is stored; the receipt stays.
      expect(await stored.staging.list(`${upload.id}/`)).toEqual([]);
      expect(await stored.staging.head(`${upload.id}.chunks`)).not.toBeNull();
    } finally {
      await stored.close();
    }
    const original = await ctx.app.inject({ method: 'GET', url: medium.file_url! });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.rawPayload.equals(png)).toBe(true);
    for (const [url, width] of [[medium.versions!.small, 480], [medium.versions!.large, 1280]] as const) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(res.rawPayload).metadata()).width).toBe(width);
    }
  });

  it('keeps an avatar in the bucket and serves it', async () => {
    const mia = await ctx.api.login('member@example.com');
    const png = await makePng(40, 40, '#a03');
    const boundary = 'avatar-boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await ctx.api.call('POST', '/api/v2/uploads', { session: mia, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(res.status).toBe(201);
    expect((await ctx.app.inject({ method: 'GET', url: res.body.file_url })).rawPayload.equals(png)).toBe(true);
  });

  it('answers byte ranges from the bucket: 206 with the bytes asked, 416 past the end, ETag and Last-Modified as on disk', async () => {
    const mia = await ctx.api.login('member@example.com');
    const video = fakeMp4(700_000);
    const url = (await uploadVia(() => ctx.api, mia, 'clip.mp4', video)).medium!.file_url!;
    const get = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => ctx.app.inject({ method, url, headers });

    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({ 'accept-ranges': 'bytes', 'content-type': 'video/mp4', 'content-length': String(video.length) });
    expect(whole.rawPayload.equals(video)).toBe(true);

    for (const [range, start, end] of [['bytes=100-199', 100, 199], ['bytes=600000-', 600_000, video.length - 1], ['bytes=-10', video.length - 10, video.length - 1]] as const) {
      const part = await get({ range });
      expect(part.statusCode, range).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes ${start}-${end}/${video.length}`);
      expect(part.headers['content-length']).toBe(String(end - start + 1));
      expect(part.rawPayload.equals(video.subarray(start, end + 1))).toBe(true);
    }
    const past = await get({ range: `bytes=${video.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${video.length}`);
    expect(past.json()).toEqual({ errors: [messages.badRequest] });

    // A copy the client holds is not sent again; a range on a copy that is not this file's is the whole file.
    const etag = String(whole.headers.etag);
    expect((await get({ 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get({ 'if-modified-since': String(whole.headers['last-modified']) })).statusCode).toBe(304);
    expect((await get({ range: 'bytes=0-9', 'if-range': '"another"' })).statusCode).toBe(200);
    expect((await get({ range: 'bytes=0-9', 'if-range': etag })).statusCode).toBe(206);
    const head = await get({}, 'HEAD');
    expect([head.statusCode, head.headers['content-length'], head.rawPayload.length]).toEqual([200, String(video.length), 0]);
    expect((await ctx.app.inject({ method: 'GET', url: '/uploads/not-there.mp4' })).statusCode).toBe(404);
  });
});
