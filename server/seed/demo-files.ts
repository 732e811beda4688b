// The demo's files go into the media store (disk or bucket) when missing: the seeded rows point at them under /uploads/.
import type { MediaStore } from '../media/media-store';

export async function putMissing(files: MediaStore, name: string, make: () => Promise<Buffer>): Promise<void> {
  if (await files.head(name)) return;
  await files.put(name, { bytes: await make() });
}
