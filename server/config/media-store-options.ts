// Where uploaded files live, from the environment: an S3-compatible bucket when S3_BUCKET is set (README.md's table), else DATA_DIR/uploads.
import type { S3Settings } from '../media/s3-store';
import type { Env } from './env';

export function s3SettingsFromEnv(env: Env): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
  };
}

/** The start-up line that says where files go. */
export function mediaStoreLine(settings: S3Settings | undefined, uploadsDir: string): string {
  if (!settings) return `Uploaded files: on disk in ${uploadsDir}`;
  return `Uploaded files: bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''} (S3_BUCKET)`;
}
