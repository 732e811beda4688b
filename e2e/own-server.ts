// A community server of a journey's own, as `npm start` runs it, for what the shared server cannot show (its settings, its build).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

export interface OwnServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
}

/** Starts on `E2E_PORT + offset` with a fresh embedded database in `.tmp/<name>-data`; `prepare` may add files there first. */
export async function startOwnServer(name: string, offset: number, env: Record<string, string> = {}, prepare?: (dataDir: string) => Record<string, string>): Promise<OwnServer> {
  const dataDir = path.resolve(`.tmp/${name}-data`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const url = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4391) + offset}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: new URL(url).port, HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_PASSWORD: 'e2e-demo-password', DATABASE_URL: '', PUBLIC_URL: url, ...env, ...prepare?.(dataDir) },
    stdio: 'ignore',
  });
  await expect.poll(async () => (await fetch(`${url}/api/v1/configuration`).catch(() => null))?.status ?? 0, { timeout: 120_000 }).toBe(200);
  return { url, dataDir, process: child };
}
