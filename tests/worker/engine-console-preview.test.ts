// Console preview mode (docs/product.md 4, 7): once the app switches it on, every request of the engine carries X-Console-Preview.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createEngine, type EngineHandle } from '../../worker/engine';
import { useScriptedServer } from './helpers/client-setup';
import { json } from './helpers/scripted-server';

const holder = useScriptedServer();
let engine: EngineHandle | null = null;
afterEach(async () => {
  await engine?.close();
  engine = null;
});

describe('console preview', () => {
  it('adds the header from the moment it is switched on', async () => {
    holder.server.handle((_req, res) => json(res, 503, { errors: ['down for the test'] }));
    engine = createEngine({ dbName: `preview-${process.pid}`, baseUrl: holder.server.url, locks: null, retryDelayMs: 5 });
    await engine.loadStartup().catch(() => undefined);
    expect(holder.server.seen.length).toBeGreaterThan(0);
    expect(holder.server.seen.every((r) => r.headers['x-console-preview'] === undefined)).toBe(true);

    const before = holder.server.seen.length;
    await engine.setConsolePreview(true);
    await engine.loadStartup().catch(() => undefined);
    const after = holder.server.seen.slice(before);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((r) => r.headers['x-console-preview'] === 'true')).toBe(true);
  });
});
