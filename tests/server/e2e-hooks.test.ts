// The page hands its engine to scripts only when its server was started for end-to-end tests (E2E_HOOKS=1).
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_HOOKS_META } from '../../schema/e2e-hooks';
import { buildApp } from '../../server/app';
import { accountOptionsFromEnv } from '../../server/config/app-options';
import { readEnv } from '../../server/config/env';
import { TMP } from './support/db-templates';
import { createTestDb, type TestDb } from './support/test-db';

const SHELL = '<!doctype html><html lang="en"><head><title>Community</title></head><body><div id="root"></div></body></html>';
const marked = (html: string) => html.includes(`<meta name="${E2E_HOOKS_META}"`);

describe('the end-to-end hooks', () => {
  const staticDir = path.join(TMP, `e2e-hooks-dist-${process.pid}`);
  let testDb: TestDb;
  const apps: Record<'host' | 'journeys', FastifyInstance> = {} as never;

  beforeAll(async () => {
    fs.mkdirSync(staticDir, { recursive: true });
    fs.writeFileSync(path.join(staticDir, 'index.html'), SHELL);
    testDb = await createTestDb('pglite');
    apps.host = await buildApp({ db: testDb.db, staticDir, ...accountOptionsFromEnv(readEnv({ NODE_ENV: 'production' })) });
    apps.journeys = await buildApp({ db: testDb.db, staticDir, ...accountOptionsFromEnv(readEnv({ E2E_HOOKS: '1' })) });
  });
  afterAll(async () => {
    await Promise.all(Object.values(apps).map((app) => app.close()));
    await testDb?.dispose();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  const shells = ['/', '/index.html', '/index.html?__WB_REVISION__=abc', '/groups/welcome/posts/7'];

  it('a host leaves every page unmarked, so no page exposes its engine', async () => {
    for (const url of shells) {
      const res = await get(apps.host, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
      expect(marked(res.body), url).toBe(false);
    }
  });

  it('a server started with E2E_HOOKS=1 marks the shell wherever it is served, whole and with a true length', async () => {
    for (const url of shells) {
      const res = await get(apps.journeys, url);
      expect(res.statusCode, url).toBe(200);
      expect(marked(res.body), url).toBe(true);
      expect(res.body, url).toMatch(/<\/html>$/);
      if (res.headers['content-length'] !== undefined) expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
    }
    const api = await apps.journeys.inject({ method: 'GET', url: '/api/v1/configuration' });
    expect(api.statusCode).toBe(200);
    expect(api.json()).toHaveProperty('configuration.app_name');
  });

  it('refuses E2E_HOOKS=1 in production and is off unless set', () => {
    expect(() => readEnv({ E2E_HOOKS: '1', NODE_ENV: 'production' })).toThrow(/E2E_HOOKS=1/);
    expect(readEnv({}).E2E_HOOKS).toBe('0');
    expect(accountOptionsFromEnv(readEnv({})).e2eHooks).toBe(false);
  });
});
