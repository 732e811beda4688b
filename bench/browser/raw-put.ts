// Baseline page for the mirroring benchmark: raw Dexie bulkPut of given rows, run inside a worker like the engine.
const worker = new Worker(new URL('./raw-put-worker.ts', import.meta.url), { type: 'module' });

declare global {
  interface Window {
    rawBulkPut(sourceDb: string): Promise<{ rows: number; ms: number }>;
  }
}

window.rawBulkPut = (sourceDb: string) =>
  new Promise((resolve, reject) => {
    worker.onmessage = (e: MessageEvent<{ rows: number; ms: number } | { error: string }>) =>
      'error' in e.data ? reject(new Error(e.data.error)) : resolve(e.data);
    worker.postMessage({ sourceDb });
  });
