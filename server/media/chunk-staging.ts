// The bytes of unfinished resumable uploads: one staged file per upload, written at offsets, with a receipt of the chunks received.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { UploadStore } from './uploads';

/** Upload ids are base64url (schema/media.ts uploadParams), so they are safe file names. */
export class ChunkStaging {
  constructor(private readonly store: UploadStore) {}

  async dataFile(uploadId: string): Promise<string> {
    return path.join(await this.store.stagingDirectory(), `${uploadId}.part`);
  }

  private async receiptFile(uploadId: string): Promise<string> {
    return path.join(await this.store.stagingDirectory(), `${uploadId}.chunks`);
  }

  /** Writes `bytes` at `offset` of the staged file, flushed to disk before it is acknowledged. */
  async write(uploadId: string, offset: number, bytes: Buffer): Promise<void> {
    const name = await this.dataFile(uploadId);
    // r+ writes at the offset (append mode would ignore it); the first chunk creates the file.
    const file = await fs.open(name, 'r+').catch(() => fs.open(name, 'wx+'));
    try {
      await file.write(bytes, 0, bytes.length, offset);
      await file.sync();
    } finally {
      await file.close();
    }
  }

  /**
   * Notes a chunk the server received in the upload's receipt, one line `offset length written` (written: the bytes
   * that were new), kept after completion: how a resumed upload went can be audited, e.g. that nothing acknowledged
   * before a cut came again.
   */
  async note(uploadId: string, offset: number, length: number, written: number): Promise<void> {
    await fs.appendFile(await this.receiptFile(uploadId), `${offset} ${length} ${written}\n`);
  }

  /** The first bytes of the staged file (for sniffing). */
  async head(uploadId: string, length: number): Promise<Buffer> {
    const file = await fs.open(await this.dataFile(uploadId), 'r');
    try {
      const buf = Buffer.alloc(length);
      const { bytesRead } = await file.read(buf, 0, length, 0);
      return buf.subarray(0, bytesRead);
    } finally {
      await file.close();
    }
  }

  async removeData(uploadId: string): Promise<void> {
    await fs.rm(await this.dataFile(uploadId), { force: true });
  }
}
