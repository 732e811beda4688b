// Shared steps of the media journeys: the device's upload rows and the server's receipts (the wall itself: helpers.openWall).
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** Where the e2e server (DATA_DIR .tmp/e2e-data) keeps unfinished uploads and their receipts. */
export const RECEIPTS_DIR = path.resolve('.tmp/e2e-data/uploads-parts');

export interface DeviceUpload {
  client_id: string;
  upload_id: string | null;
  offset: number;
  size: number;
  status?: string;
}

/** The mirror's upload rows and outbox entries, read from the page's IndexedDB (the app's own view of them). */
export function deviceState(page: Page): Promise<{ uploads: DeviceUpload[]; outbox: { kind: string; status: string }[] }> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('community');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(['uploads', 'outbox']);
          const uploads = tx.objectStore('uploads').getAll();
          const outbox = tx.objectStore('outbox').getAll();
          tx.oncomplete = () => {
            resolve({
              uploads: (uploads.result as DeviceUpload[]).map(({ client_id, upload_id, offset, size, status }) => ({ client_id, upload_id, offset, size, status })),
              outbox: (outbox.result as { mutation: { kind: string }; status: string }[]).map((e) => ({ kind: e.mutation.kind, status: e.status })),
            });
            open.result.close();
          };
        };
      }),
  );
}

/** The chunks the server received for an upload: `offset length written` per line. */
export function receipt(uploadId: string): { offset: number; length: number; written: number }[] {
  return fs
    .readFileSync(path.join(RECEIPTS_DIR, `${uploadId}.chunks`), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [offset, length, written] = line.split(' ').map(Number);
      return { offset: offset!, length: length!, written: written! };
    });
}
