// `npm run bench`: builds the app, starts the real server, runs each benchmark in Chromium, prints tables and JSON lines.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { build } from 'vite';
import { openSignedIn } from './browser-session';
import { benchBundle } from './bundle-size';
import { benchMirror } from './mirror-throughput';
import { BENCH_PASSWORD, startBenchServer } from './server';
import { benchWriteToDom } from './write-to-dom';

function report(name: string, target: string, result: object): void {
  console.log(`\n${name} (target: ${target})`);
  console.table(result);
  console.log(JSON.stringify({ bench: name, target, ...result }));
}

async function main(): Promise<void> {
  execSync('npm run build', { stdio: 'inherit' });
  // The baseline worker is built beside the app, never into it.
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir: 'dist/bench',
      emptyOutDir: true,
      target: 'es2022',
      rollupOptions: {
        input: path.resolve('bench/browser/raw-put-worker.ts'),
        output: { entryFileNames: 'raw-put-worker.js', format: 'es' },
      },
    },
  });

  const server = await startBenchServer();
  const session = await openSignedIn(server.url, BENCH_PASSWORD);
  try {
    const bundle = await benchBundle(session.browser, server.url, BENCH_PASSWORD);
    report('bundle-size', `feed page JS <= 150 KB gzip, no vendor SDK in the entry chunk`, bundle);
    const mirror = await benchMirror(server, session);
    report('mirror-throughput', 'engine >= 0.8x raw bulkPut', mirror);
    const dom = await benchWriteToDom(session);
    report('write-to-dom', 'p95 <= 16 ms', dom);
  } finally {
    await session.browser.close();
    await server.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
