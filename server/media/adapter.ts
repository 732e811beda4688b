// Where post media files live: put, read, delete and the public URL of a stored file; local directory now, object storage later.
import fs from 'node:fs/promises';
import path from 'node:path';
import { UPLOADS_PREFIX, type UploadStore } from './uploads';

/** A stored file's bytes come from memory or from a finished file on this machine (moved, never copied into memory). */
export type MediaSource = { bytes: Buffer } | { file: string };

export interface MediaAdapter {
  /** Stores the file under `name` (fresh, unguessable, never reused). */
  put(name: string, source: MediaSource): Promise<void>;
  read(name: string): Promise<Buffer>;
  delete(name: string): Promise<void>;
  /** Where a browser fetches it (served with immutable caching and byte ranges). */
  url(name: string): string;
}

/** The local implementation: files in the uploads directory (DATA_DIR/uploads), served at /uploads/. */
export class LocalMediaAdapter implements MediaAdapter {
  constructor(private readonly store: UploadStore) {}

  private async pathOf(name: string): Promise<string> {
    if (name !== path.basename(name) || name.startsWith('.')) throw new Error(`Not a stored file name: ${name}`);
    return path.join(await this.store.directory(), name);
  }

  async put(name: string, source: MediaSource): Promise<void> {
    const target = await this.pathOf(name);
    if ('bytes' in source) return fs.writeFile(target, source.bytes, { flag: 'wx' });
    try {
      await fs.rename(source.file, target);
    } catch (err) {
      // Another file system (a staging directory elsewhere): copy, then drop the staged file.
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
      await fs.copyFile(source.file, target, fs.constants.COPYFILE_EXCL);
      await fs.rm(source.file, { force: true });
    }
  }

  async read(name: string): Promise<Buffer> {
    return fs.readFile(await this.pathOf(name));
  }

  async delete(name: string): Promise<void> {
    await fs.rm(await this.pathOf(name), { force: true });
  }

  url(name: string): string {
    return `${UPLOADS_PREFIX}${name}`;
  }
}
