// The page's language on every API call (docs/product.md 1): once the app tells the engine, each request asks for it as Accept-Language.
import 'fake-indexeddb/auto';
import { afterEach, expect, it } from 'vitest';
import { createEngine, type EngineHandle } from '../../worker/engine';
import { useScriptedServer } from './helpers/client-setup';
import { json } from './helpers/scripted-server';

const holder = useScriptedServer();
let engine: EngineHandle | null = null;
afterEach(async () => {
  await engine?.close();
  engine = null;
});

it('sends no language before the page says one, then the one it says on every request', async () => {
  holder.server.handle((_req, res) => json(res, 422, { errors: ['refused for the test'] }));
  engine = createEngine({ dbName: `language-${process.pid}`, baseUrl: holder.server.url, locks: null, retryDelayMs: 5 });
  await engine.loadStartup().catch(() => undefined);
  const unsaid = holder.server.seen.map((r) => r.headers['accept-language']);
  expect(unsaid.length).toBeGreaterThan(0);
  expect(unsaid.every((l) => l === undefined || l === '*')).toBe(true);

  await engine.setLanguage('uk');
  const before = holder.server.seen.length;
  await engine.loadStartup().catch(() => undefined);
  await engine.session.loadUserData().catch(() => undefined);
  const said = holder.server.seen.slice(before).map((r) => r.headers['accept-language']);
  expect(said.length).toBeGreaterThan(0);
  expect(said.every((l) => l === 'uk')).toBe(true);
});
