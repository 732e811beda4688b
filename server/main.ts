// Entry point: reads the environment, opens and migrates the database, seeds the demo, serves until a signal.
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { accountOptionsFromEnv } from './config/app-options';
import { readEnv, type Env } from './config/env';
import { mediaStoreLine, s3SettingsFromEnv } from './config/media-store-options';
import { openDatabase, type DbHandle } from './db/connect';
import { LockHeldError } from './db/lock-file';
import { migrate } from './db/migrate';
import { openMediaStores } from './media/media-stores';
import { demoUsers } from './seed/demo-content';
import { writeDemoCourseFiles } from './seed/demo-course';
import { writeDemoPictures } from './seed/demo-pictures';
import { writeDemoLibraryFiles } from './seed/demo-library';
import { seedDemo } from './seed/seed-demo';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function open(env: Env): Promise<DbHandle> {
  try {
    return await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  } catch (err) {
    if (err instanceof LockHeldError) fail(err.message);
    throw err;
  }
}

async function main(): Promise<void> {
  let env: Env;
  try {
    env = readEnv();
  } catch (err) {
    fail((err as Error).message);
  }
  const handle = await open(env);
  const applied = await migrate(handle);
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
  const seeded = env.SEED === 'demo' && (await seedDemo(handle.db, { password: env.DEMO_PASSWORD }));

  const staticDir = fs.existsSync(path.join(env.STATIC_DIR, 'index.html')) ? env.STATIC_DIR : undefined;
  let accountOptions;
  try {
    accountOptions = accountOptionsFromEnv(env);
  } catch (err) {
    await handle.close();
    fail(`Invalid environment: ${(err as Error).message}`);
  }
  // Picked once: every part of the server stores and serves files through these (docs/architecture.md).
  const s3 = s3SettingsFromEnv(env);
  const media = openMediaStores({ uploadsDir: accountOptions.uploadsDir, s3 });
  if (env.SEED === 'demo') {
    await writeDemoLibraryFiles(media.files);
    await writeDemoCourseFiles(media.files);
    await writeDemoPictures(media.files);
  }
  const app = await buildApp({ db: handle.db, staticDir, logger: { level: env.LOG_LEVEL ?? 'error' }, ...accountOptions, media });
  await app.listen({ port: env.PORT, host: env.HOST });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}`;
  console.log(`Community server listening on http://${env.HOST}:${port} (${where})`);
  console.log(mediaStoreLine(s3, accountOptions.uploadsDir!));
  if (accountOptions.smtpUrl) console.log('Mail: sent over SMTP (SMTP_URL)');
  else if (accountOptions.devMailbox) console.log(`Mail: not sent; printed here, and for a host (admin) at ${accountOptions.publicUrl}/dev/mailbox?X-Secret-Id=…&X-Secret=…`);
  else console.log('Mail: not sent (set SMTP_URL); printed to the console only');
  if (accountOptions.e2eHooks) console.log('E2E_HOOKS=1: pages hand their engine to page scripts, for end-to-end tests and benchmarks only');
  if (!staticDir) console.log(`No built app in ${env.STATIC_DIR}: serving the API only (run npm run build).`);
  if (env.SEED === 'demo') {
    const accounts = demoUsers.slice(0, 3).map((u) => u.email).join(', ');
    const note = seeded ? 'just seeded' : 'as set when the demo was first seeded';
    console.log(`Demo accounts: ${accounts}; password: ${env.DEMO_PASSWORD} (${note})`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    try {
      await app.close();
    } finally {
      await handle.close();
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
