// The bytes of unfinished resumable uploads, kept in the media store's staging area so that any server process can take an upload's next chunk: each chunk's new bytes as a part of its own, with a receipt of the chunks received.
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { MediaStore } from './media-store';

/** A stored part: bytes `start` to `end` (exclusive) of the upload's file. */
export interface StagedPart {
  key: string;
  start: number;
  end: number;
}

const PART_NAME = /\/(\d+)-(\d+)-[0-9a-f]+$/;

/**
 * The parts that hold bytes `from` to `size` in order, or null. The parts a database update counted form such a
 * chain; a part left by a request that lost the race for its range (media-uploads.ts) holds the same file's bytes,
 * so any chain is the file. `dead` remembers the offsets no chain goes on from.
 */
function chain(parts: StagedPart[], from: number, size: number, dead = new Set<number>()): StagedPart[] | null {
  if (from === size) return [];
  if (dead.has(from)) return null;
  for (const part of parts.filter((p) => p.start === from).sort((a, b) => b.end - a.end)) {
    const rest = chain(parts, part.end, size, dead);
    if (rest) return [part, ...rest];
  }
  dead.add(from);
  return null;
}

/** Upload ids are base64url (schema/media.ts uploadParams), so they are safe key names. */
export class ChunkStaging {
  private readonly running = new Map<string, Promise<unknown>>();

  constructor(private readonly store: MediaStore) {}

  /** One chunk at a time per upload in this process; other processes are kept apart by the database (media-uploads.ts). */
  async oneAtATime<T>(uploadId: string, job: () => Promise<T>): Promise<T> {
    const before = this.running.get(uploadId) ?? Promise.resolve();
    const mine = before.catch(() => undefined).then(job);
    this.running.set(uploadId, mine);
    try {
      return await mine;
    } finally {
      if (this.running.get(uploadId) === mine) this.running.delete(uploadId);
    }
  }

  /** Stores `bytes`, which start at `offset` of the file, as a part whose key no other write has; answers it. */
  async write(uploadId: string, offset: number, bytes: Buffer): Promise<string> {
    const key = `${uploadId}/${offset}-${offset + bytes.length}-${crypto.randomBytes(6).toString('hex')}`;
    await this.store.put(key, { bytes });
    return key;
  }

  /** Removes a part the upload did not count. */
  async drop(key: string): Promise<void> {
    await this.store.delete(key);
  }

  /**
   * Notes a chunk the server received in the upload's receipt, one line `offset length written` (written: the bytes
   * that were new), kept after completion: how a resumed upload went can be audited, e.g. that nothing acknowledged
   * before a cut came again.
   */
  async note(uploadId: string, offset: number, length: number, written: number): Promise<void> {
    await this.store.append(`${uploadId}.chunks`, Buffer.from(`${offset} ${length} ${written}\n`));
  }

  /** The parts holding every byte of a file of `size` in order; null when some are missing (removed, or never sent). */
  async parts(uploadId: string, size: number): Promise<StagedPart[] | null> {
    const parts = (await this.store.list(`${uploadId}/`)).flatMap((key) => {
      const m = PART_NAME.exec(key);
      return m ? [{ key, start: Number(m[1]), end: Number(m[2]) }] : [];
    });
    return chain(parts, 0, size);
  }

  /** The file's bytes in order, one part after another (none is read before it is wanted). */
  stream(parts: StagedPart[]): Readable {
    const store = this.store;
    return Readable.from(
      (async function* () {
        for (const part of parts) {
          const body = await store.get(part.key);
          if (!body) throw new Error(`Staged part ${part.key} is gone`);
          yield* body;
        }
      })(),
      { objectMode: false },
    );
  }

  /** The first `length` bytes (for sniffing); reading stops there. */
  async head(parts: StagedPart[], length: number): Promise<Buffer> {
    const read: Buffer[] = [];
    let have = 0;
    for await (const chunk of this.stream(parts)) {
      read.push(chunk as Buffer);
      have += (chunk as Buffer).length;
      if (have >= length) break;
    }
    return Buffer.concat(read).subarray(0, length);
  }

  /** Drops the upload's bytes; its receipt stays. */
  async removeData(uploadId: string): Promise<void> {
    for (const key of await this.store.list(`${uploadId}/`)) await this.store.delete(key);
  }
}
