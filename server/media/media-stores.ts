// Picks where uploaded files live, once at start: an S3-compatible bucket when one is configured, else the disk (DATA_DIR/uploads).
import { DiskStore } from './disk-store';
import type { MediaStores } from './media-store';
import { s3Client, S3Store, type S3Settings } from './s3-store';
import { UploadStore } from './uploads';

/** The bucket's two areas: what is served, and unfinished uploads beside it (never under it, so nothing half-received is served). */
export const S3_PREFIXES = { files: 'uploads/', staging: 'uploads-parts/' } as const;

export function openMediaStores(opts: { uploadsDir?: string; s3?: S3Settings }): MediaStores {
  if (opts.s3) {
    const client = s3Client(opts.s3);
    return {
      files: new S3Store(client, opts.s3.bucket, S3_PREFIXES.files),
      staging: new S3Store(client, opts.s3.bucket, S3_PREFIXES.staging),
      close: async () => client.destroy(),
    };
  }
  const dirs = new UploadStore(opts.uploadsDir);
  return {
    files: new DiskStore(() => dirs.directory()),
    staging: new DiskStore(() => dirs.stagingDirectory()),
    close: () => dirs.dispose(),
  };
}
