// Ordering helpers of the worker: a later, faster job never finishes before an earlier one.
import { describe, expect, it } from 'vitest';
import { inOrder } from '../../worker/serial';

const after = <T>(ms: number, value: T, fail = false) =>
  new Promise<T>((resolve, reject) => setTimeout(() => (fail ? reject(new Error(String(value))) : resolve(value)), ms));

describe('inOrder', () => {
  it('runs each job after the previous one settles, even when the previous one fails', async () => {
    const run = inOrder();
    const finished: string[] = [];
    const slow = run(() => after(40, 'step').then((v) => (finished.push(v), v)));
    const failing = run(() => after(5, 'boom', true));
    const fast = run(() => after(1, 'finish').then((v) => (finished.push(v), v)));
    await expect(slow).resolves.toBe('step');
    await expect(failing).rejects.toThrow('boom');
    await expect(fast).resolves.toBe('finish');
    expect(finished).toEqual(['step', 'finish']);
  });
});
