// The media store on this machine's disk: one file per key under a directory (DATA_DIR/uploads and its -parts sibling by default).
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange } from '../../schema/byte-ranges';
import { checkedKey, type MediaStore, type StoredBody, type StoredInfo } from './media-store';

const missing = (err: unknown) => ['ENOENT', 'ENOTDIR'].includes((err as NodeJS.ErrnoException).code ?? '');

export class DiskStore implements MediaStore {
  /** `root` answers the directory, made on first use (UploadStore's). */
  constructor(private readonly root: () => Promise<string>) {}

  private async pathOf(key: string): Promise<string> {
    return path.join(await this.root(), ...checkedKey(key).split('/'));
  }

  /**
   * Written under a dot-name beside the target (never served: no key starts with a dot), flushed, then renamed into
   * place, so a reader sees the whole file or none.
   */
  async put(key: string, body: StoredBody): Promise<void> {
    const target = await this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = path.join(path.dirname(target), `.${path.basename(target)}.${crypto.randomBytes(6).toString('hex')}`);
    try {
      if ('bytes' in body) await fs.writeFile(temp, body.bytes, { flag: 'wx', flush: true });
      else {
        await pipeline(body.stream, createWriteStream(temp, { flags: 'wx', flush: true }));
        const { size } = await fs.stat(temp);
        if (size !== body.size) throw new Error(`Stored ${size} bytes of ${key}, expected ${body.size}`);
      }
      await fs.rename(temp, target);
    } catch (err) {
      await fs.rm(temp, { force: true });
      throw err;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable | null> {
    const file = await fs.open(await this.pathOf(key), 'r').catch((err: unknown) => {
      if (missing(err)) return null;
      throw err;
    });
    return file ? file.createReadStream(range ? { start: range.start, end: range.end } : {}) : null;
  }

  /** The ETag is the one the static file server gave these files before: weak, of size and modification time. */
  async head(key: string): Promise<StoredInfo | null> {
    try {
      const stat = await fs.stat(await this.pathOf(key));
      if (!stat.isFile()) return null;
      return { size: stat.size, modified: stat.mtime, etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"` };
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  }

  /** Removes the file, and its folder when that is left empty (an upload's parts). */
  async delete(key: string): Promise<void> {
    const file = await this.pathOf(key);
    await fs.rm(file, { force: true });
    if (key.includes('/')) await fs.rmdir(path.dirname(file)).catch(() => undefined);
  }

  async list(prefix: string): Promise<string[]> {
    const dir = path.join(await this.root(), ...checkedKey(prefix, { folder: true }).split('/'));
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch((err: unknown) => {
      if (missing(err)) return [];
      throw err;
    });
    return entries.filter((e) => e.isFile() && !e.name.startsWith('.')).map((e) => `${prefix}${e.name}`);
  }

  async append(key: string, bytes: Buffer): Promise<void> {
    const file = await this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.appendFile(file, bytes);
  }
}
