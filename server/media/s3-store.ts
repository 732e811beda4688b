// The media store in an S3-compatible bucket (@aws-sdk/client-s3), so every server process on one database reads and writes the same files.
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { ByteRange } from '../../schema/byte-ranges';
import { contentTypeOf } from './content-types';
import { checkedKey, type MediaStore, type StoredBody, type StoredInfo } from './media-store';

/** The bucket and how to reach it (S3_* in the environment, README.md). */
export interface S3Settings {
  /** Another S3-compatible service's address (MinIO, R2, a test's s3rver); unset: AWS itself. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Both or neither; neither: the SDK's own chain (AWS_* variables, profiles, the instance's role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (`endpoint/bucket/key`) instead of the host name: what most self-hosted services need. */
  forcePathStyle: boolean;
}

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    // Checksums only where S3 demands them. By default the SDK sends a streamed body aws-chunked with a checksum
    // trailer, which S3-compatible services that do not know it store as the body (s3rver did: 54 bytes for 8).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isMissing = (err: unknown) => (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

async function unlessMissing<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (err) {
    if (isMissing(err)) return null;
    throw err;
  }
}

/** One area of the bucket: every key is stored under `prefix` (`uploads/`, `uploads-parts/`). */
export class S3Store implements MediaStore {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix: string,
  ) {}

  private where(key: string) {
    return { Bucket: this.bucket, Key: `${this.prefix}${checkedKey(key)}` };
  }

  async put(key: string, body: StoredBody): Promise<void> {
    const [Body, ContentLength] = 'bytes' in body ? [body.bytes, body.bytes.length] : [body.stream, body.size];
    await this.client.send(new PutObjectCommand({ ...this.where(key), Body, ContentLength, ContentType: contentTypeOf(key) }));
  }

  async get(key: string, range?: ByteRange): Promise<Readable | null> {
    const res = await unlessMissing(this.client.send(new GetObjectCommand({ ...this.where(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined })));
    if (!res) return null;
    // On Node the SDK's body is the HTTP answer itself (a Readable).
    if (!(res.Body instanceof Readable)) throw new Error(`No body for ${key}`);
    return res.Body;
  }

  async head(key: string): Promise<StoredInfo | null> {
    const res = await unlessMissing(this.client.send(new HeadObjectCommand(this.where(key))));
    return res ? { size: res.ContentLength ?? 0, modified: res.LastModified ?? new Date(0), etag: res.ETag ?? '""' } : null;
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand(this.where(key)));
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${this.prefix}${checkedKey(prefix, { folder: true })}`, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key.slice(this.prefix.length));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  async append(key: string, bytes: Buffer): Promise<void> {
    const before = await this.get(key);
    await this.put(key, { bytes: before ? Buffer.concat([await buffer(before), bytes]) : bytes });
  }
}
