// The subset of Web Locks the engine uses (exclusive, queued, abortable while waiting), for several engines in one Node process.
import type { Locks } from '../../../worker/leader';

type Callback = (lock: { name: string; mode: 'exclusive' }) => unknown;

export function createInProcessLocks(): Locks {
  const held = new Set<string>();
  const waiting = new Map<string, Array<() => void>>();

  function acquire(name: string, signal?: AbortSignal): Promise<void> {
    if (!held.has(name)) {
      held.add(name);
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const queue = waiting.get(name) ?? [];
      const grant = () => {
        held.add(name);
        resolve();
      };
      queue.push(grant);
      waiting.set(name, queue);
      signal?.addEventListener('abort', () => {
        const i = queue.indexOf(grant);
        if (i >= 0) queue.splice(i, 1);
        reject(new DOMException('The lock request was aborted', 'AbortError'));
      });
    });
  }

  function release(name: string): void {
    held.delete(name);
    waiting.get(name)?.shift()?.();
  }

  async function request(name: string, a: Callback | { signal?: AbortSignal }, b?: Callback): Promise<unknown> {
    const callback = typeof a === 'function' ? a : b!;
    const signal = typeof a === 'function' ? undefined : a.signal;
    await acquire(name, signal);
    try {
      return await callback({ name, mode: 'exclusive' });
    } finally {
      release(name);
    }
  }

  return { request } as unknown as Locks;
}
