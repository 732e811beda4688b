// An S3-compatible bucket for tests: s3rver on 127.0.0.1 (a free port) over a temporary directory, and the settings and stores that reach it.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { MediaStores } from '../../../server/media/media-store';
import { openMediaStores } from '../../../server/media/media-stores';
import type { S3Settings } from '../../../server/media/s3-store';

export interface S3StandIn {
  settings: S3Settings;
  /** A server process's own stores on this bucket (its own S3 client): what main.ts opens with S3_BUCKET set. */
  stores(): MediaStores;
  close(): Promise<void>;
}

export async function startS3(bucket = 'community-media'): Promise<S3StandIn> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  // s3rver's own credentials; the bucket in the path, as with most self-hosted services.
  const settings: S3Settings = { endpoint: `http://127.0.0.1:${port}`, bucket, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true };
  return {
    settings,
    stores: () => openMediaStores({ s3: settings }),
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
