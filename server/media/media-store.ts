// The one interface uploaded files are kept through, whichever store holds them: a directory on this machine (disk-store.ts) or an S3-compatible bucket (s3-store.ts).
import type { Readable } from 'node:stream';
import type { ByteRange } from '../../schema/byte-ranges';

/** What a stored object is: its size, when it was written, and a tag that changes with its bytes (served as the ETag). */
export interface StoredInfo {
  size: number;
  modified: Date;
  etag: string;
}

/** Bytes to store: in memory, or a stream of exactly `size` bytes (an assembled upload, never held whole). */
export type StoredBody = { bytes: Buffer } | { stream: Readable; size: number };

/**
 * Keys are names (letters, digits, `_`, `-`, `.`; never starting with a dot) joined by `/`. An object is written
 * whole or not at all: a reader never sees half of one.
 */
export interface MediaStore {
  /** Writes the object, replacing one of that key. */
  put(key: string, body: StoredBody): Promise<void>;
  /** The object's bytes, or those of `range` (within its size); null when there is no such object. */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  head(key: string): Promise<StoredInfo | null>;
  /** Removes it; nothing to remove is no error. */
  delete(key: string): Promise<void>;
  /** The keys in the folder `prefix` names (it ends with `/`); keys below it hold no further `/`. */
  list(prefix: string): Promise<string[]>;
  /**
   * Adds bytes at the end, making the object if missing. An object store has no append: the S3 store reads the object
   * and writes it again, so it serves only a log one writer at a time adds to (an upload's receipt).
   */
  append(key: string, bytes: Buffer): Promise<void>;
}

/** Where uploaded files live: `files` are served at /uploads/, `staging` holds unfinished uploads and is never served. */
export interface MediaStores {
  files: MediaStore;
  staging: MediaStore;
  /** Lets go of the store (a temporary directory is removed, a bucket's connections closed). */
  close(): Promise<void>;
}

const NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** A key or a folder prefix ending in `/`, of names only: nothing like `..`, a leading dot or an empty part gets through. */
export function checkedKey(key: string, { folder = false } = {}): string {
  const names = folder && key.endsWith('/') ? key.slice(0, -1).split('/') : key.split('/');
  if (key.length > 512 || !names.every((n) => NAME.test(n)) || (folder && !key.endsWith('/'))) throw new Error(`Not a stored file key: ${key}`);
  return key;
}

/** A name a browser may ask for at /uploads/: one part, no folders. */
export const isStoredName = (name: string): boolean => NAME.test(name) && name.length <= 255;
