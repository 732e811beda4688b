// Two server processes on one PostgreSQL database and one bucket (the scale-out path): a resumable video's chunks go to both, and the other one serves the finished file.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_CHUNK_BYTES, mediaUploadResponse } from '../../schema/media';
import { postResponse, postWithComments } from '../../schema/posts';
import { buildApp } from '../../server/app';
import { openPostgres, type DbHandle } from '../../server/db/connect';
import { fakeMp4 } from '../fixtures/media-files';
import { freshClientId, sendChunk, uploadVia } from './support/media-client';
import { startS3, type S3StandIn } from './support/s3-stand-in';
import { createTestDb, type TestDb } from './support/test-db';
import { Api } from './support/test-app';

if (!process.env.DATABASE_URL) {
  it.skip('needs DATABASE_URL: the two server processes share one PostgreSQL database (PGlite is one process only)', () => {});
} else {
  describe('two server processes on one PostgreSQL database and one bucket', () => {
    let s3: S3StandIn;
    let testDb: TestDb;
    let secondDb: DbHandle;
    const apps: FastifyInstance[] = [];
    let one: Api;
    let other: Api;

    beforeAll(async () => {
      s3 = await startS3();
      testDb = await createTestDb('postgres');
      // Nothing shared but the database (each its own connections) and the bucket (each its own S3 client).
      secondDb = await openPostgres(testDb.url!);
      apps.push(await buildApp({ db: testDb.db, media: s3.stores() }), await buildApp({ db: secondDb.db, media: s3.stores() }));
      [one, other] = apps.map((app) => new Api(app)) as [Api, Api];
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      await secondDb?.close();
      await testDb?.dispose();
      await s3?.close();
    });

    it('takes a video whose chunks alternate between the processes; the other process serves the file whole and by range, and the post', async () => {
      const mia = await one.login('member@example.com');
      const video = fakeMp4(3 * UPLOAD_CHUNK_BYTES + 4321);
      // Chunks 0 and 2 to the first process, 1 and 3 (the last, which completes the upload) to the other.
      const upload = await uploadVia((i) => (i % 2 === 0 ? one : other), mia, 'rehearsal.mp4', video);
      expect(upload.medium).toMatchObject({ media_type: 'video', content_type: 'video/mp4', size: video.length });
      const url = upload.medium!.file_url!;

      const whole = await one.app.inject({ method: 'GET', url });
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.equals(video)).toBe(true);
      const part = await one.app.inject({ method: 'GET', url, headers: { range: `bytes=${UPLOAD_CHUNK_BYTES - 5}-${UPLOAD_CHUNK_BYTES + 4}` } });
      expect(part.statusCode).toBe(206);
      expect(part.rawPayload.equals(video.subarray(UPLOAD_CHUNK_BYTES - 5, UPLOAD_CHUNK_BYTES + 5))).toBe(true);

      // Either process answers the upload as finished, and posts it.
      expect(mediaUploadResponse.parse((await one.call('GET', `/api/v2/media_uploads/${upload.id}`, { session: mia })).body).upload.medium?.id).toBe(upload.medium!.id);
      const created = await one.call('POST', '/api/v2/walls/welcome/posts', { session: mia, body: { body: 'Rehearsal', media_ids: [upload.medium!.id] } });
      const postId = postResponse.parse(created.body).post.id;
      const noah = await other.login('noah@example.com');
      const read = postWithComments.parse((await other.call('GET', `/api/v2/posts/${postId}`, { session: noah })).body).post;
      expect(read.media.map((m) => m.file_url)).toEqual([url]);
    });

    it('counts a chunk that reaches both processes at once once, and the file is whole', async () => {
      const mia = await one.login('member@example.com');
      const video = fakeMp4(UPLOAD_CHUNK_BYTES + 999);
      const body = { client_id: freshClientId(), file_name: 'twice.mp4', content_type: 'application/octet-stream', size: video.length };
      const id = mediaUploadResponse.parse((await one.call('POST', '/api/v2/media_uploads', { session: mia, body })).body).upload.id;
      const first = video.subarray(0, UPLOAD_CHUNK_BYTES);
      const answers = await Promise.all([sendChunk(one, mia, id, 0, first), sendChunk(other, mia, id, 0, first)]);
      expect(answers.map((a) => [a.status, mediaUploadResponse.parse(a.body).upload.offset])).toEqual([
        [200, UPLOAD_CHUNK_BYTES],
        [200, UPLOAD_CHUNK_BYTES],
      ]);
      const last = await sendChunk(other, mia, id, UPLOAD_CHUNK_BYTES, video.subarray(UPLOAD_CHUNK_BYTES));
      const url = mediaUploadResponse.parse(last.body).upload.medium!.file_url!;
      expect((await one.app.inject({ method: 'GET', url })).rawPayload.equals(video)).toBe(true);
    });
  });
}
