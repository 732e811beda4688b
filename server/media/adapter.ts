// Where uploaded files are put and how a browser finds them: names in the media store's files area, served at /uploads/ (server/http/uploaded-files.ts).
import { DiskStore } from './disk-store';
import { isStoredName, type MediaStore, type StoredBody } from './media-store';
import { UPLOADS_PREFIX, type UploadStore } from './uploads';

/** A stored file's bytes: in memory, or a stream of a known size (an assembled upload). */
export type MediaSource = StoredBody;

export class MediaAdapter {
  constructor(readonly store: MediaStore) {}

  private static checked(name: string): string {
    if (!isStoredName(name)) throw new Error(`Not a stored file name: ${name}`);
    return name;
  }

  /** Stores the file under `name` (fresh, unguessable, never reused). */
  put(name: string, source: MediaSource): Promise<void> {
    return this.store.put(MediaAdapter.checked(name), source);
  }

  delete(name: string): Promise<void> {
    return this.store.delete(MediaAdapter.checked(name));
  }

  /** Where a browser fetches it (served with immutable caching and byte ranges). */
  url(name: string): string {
    return `${UPLOADS_PREFIX}${name}`;
  }
}

/** Files in a directory on this machine (an UploadStore's), whatever store the server was started with. */
export class LocalMediaAdapter extends MediaAdapter {
  constructor(uploads: UploadStore) {
    super(new DiskStore(() => uploads.directory()));
  }
}
