// Uploaded images recognised by their first bytes (never by name), and the directories of the disk media store (uploads and unfinished uploads).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const UPLOADS_PREFIX = '/uploads/';

export interface ImageType {
  mime: string;
  ext: string;
}

const startsWith = (buf: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => buf[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The image type by magic bytes: JPEG, PNG, TIFF, GIF or WebP; null for anything else. */
export function sniffImageType(buf: Buffer): ImageType | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' };
  if (startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a'))) return { mime: 'image/gif', ext: 'gif' };
  if (startsWith(buf, [0x49, 0x49, 0x2a, 0x00]) || startsWith(buf, [0x4d, 0x4d, 0x00, 0x2a])) return { mime: 'image/tiff', ext: 'tiff' };
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) return { mime: 'image/webp', ext: 'webp' };
  return null;
}

/** Where the disk media store keeps files (disk-store.ts). Without a configured directory (tests), a private temporary one is made on first use. */
export class UploadStore {
  private made: Promise<string> | null = null;
  private staging: Promise<string> | null = null;

  constructor(private readonly configuredDir?: string) {}

  directory(): Promise<string> {
    this.made ??= this.configuredDir
      ? fs.mkdir(this.configuredDir, { recursive: true }).then(() => path.resolve(this.configuredDir!))
      : fs.mkdtemp(path.join(os.tmpdir(), 'community-uploads-'));
    return this.made;
  }

  /**
   * Where unfinished resumable uploads are kept: beside the uploads directory (`<dir>-parts`), never under it, so
   * nothing half-received is ever served.
   */
  stagingDirectory(): Promise<string> {
    this.staging ??= this.configuredDir
      ? fs.mkdir(`${path.resolve(this.configuredDir)}-parts`, { recursive: true }).then(() => `${path.resolve(this.configuredDir!)}-parts`)
      : fs.mkdtemp(path.join(os.tmpdir(), 'community-upload-parts-'));
    return this.staging;
  }

  /** Removes a temporary directory this store made; a configured one is kept. */
  async dispose(): Promise<void> {
    if (this.configuredDir) return;
    for (const dir of [this.made, this.staging]) if (dir) await fs.rm(await dir, { recursive: true, force: true });
  }
}
