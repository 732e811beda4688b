// `npm run bench`: builds the app, starts the real server, runs each benchmark in Chromium, prints tables and JSON lines.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { build } from 'vite';
import { launchBenchBrowser, openSignedIn, openSignedInLive } from './browser-session';
import { benchBundle } from './bundle-size';
import { benchLighthouse, SCORE_TARGET } from './login-lighthouse';
import { benchMirror } from './mirror-throughput';
import { benchOfflineCourse } from './offline-course';
import { benchOfflineFlush } from './offline-flush';
import { benchPaymentLatency, PAYMENT_TARGET_P95_MS } from './payment-latency';
import { benchRealtimeGateway } from './realtime-gateway';
import { benchRealtimeLatency } from './realtime-latency';
import { BENCH_PASSWORD, startBenchServer } from './server';
import { benchServerScale, scaleTable } from './server-scale';
import { benchWriteToDom } from './write-to-dom';

function report(name: string, target: string, result: object): void {
  console.log(`\n${name} (target: ${target})`);
  console.table(result);
  console.log(JSON.stringify({ bench: name, target, ...result }));
}

/**
 * `npm run bench -- login-lighthouse` runs only the benches named; none named runs them all. `--runs=N` runs each
 * browser bench N times in a row in the same session (before/after comparisons).
 */
const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 1);
const selected = args.filter((a) => !a.startsWith('--'));
const wanted = (name: string) => selected.length === 0 || selected.includes(name);

/** Benches that need neither the built app nor a browser. */
const serverOnly = ['server-scale', 'realtime-gateway', 'realtime-latency', 'payment-latency'];

async function main(): Promise<void> {
  if (wanted('server-scale')) {
    const scale = await benchServerScale();
    console.log('\nserver-scale (target: feed >= 0.5x a bare Fastify route on PostgreSQL, p99 < 50 ms)');
    console.table(scaleTable(scale));
    console.log(JSON.stringify({ bench: 'server-scale', ...scale }));
  }
  if (wanted('realtime-gateway')) {
    const rt = await benchRealtimeGateway();
    console.log('\nrealtime-gateway (f, server side; target: none set; compared with a bare long-poll Fastify route)');
    console.table({ gateway: rt.gateway, bare: rt.bare, post_via_api: rt.post_via_api });
    console.log(JSON.stringify({ bench: 'realtime-gateway', ...rt }));
  }
  if (wanted('realtime-latency')) {
    const lat = await benchRealtimeLatency();
    console.log('\nrealtime-latency (f; target: none set; event p50 against the write plus a bare long-poll wake-up)');
    console.table({ send: lat.send, event: lat.event, mirror: lat.mirror, bare_wakeup: lat.bare_wakeup });
    console.log(JSON.stringify({ bench: 'realtime-latency', ...lat }));
  }
  if (wanted('payment-latency')) {
    const pay = await benchPaymentLatency();
    const target = `lifted p95 <= ${PAYMENT_TARGET_P95_MS} ms; from the provider's event to the paywall lifting, against the webhook's answer plus a bare long-poll wake-up`;
    console.log(`\npayment-latency (target: ${target})`);
    console.table({ webhook: pay.webhook, lifted: pay.lifted, bare_wakeup: pay.bare_wakeup });
    console.log(JSON.stringify({ bench: 'payment-latency', target, ...pay }));
  }
  if (selected.length > 0 && selected.every((name) => serverOnly.includes(name))) return;
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
  // Lighthouse starts its own Chromium; it runs first, with the machine otherwise idle.
  if (wanted('login-lighthouse')) {
    report('login-lighthouse', `performance >= ${SCORE_TARGET} on the login page`, await benchLighthouse(server.url));
  }
  const browser = await launchBenchBrowser();
  try {
    if (wanted('bundle-size')) {
      const bundle = await benchBundle(browser, server.url, BENCH_PASSWORD);
      report('bundle-size', `feed page JS <= 150 KB gzip, no vendor SDK in the entry chunk`, bundle);
    }
    // Mirroring runs first and alone: its context is unrouted with realtime on (browser-session.ts says why), and no
    // other signed-in page is open, whose engine would pull the same 10,000 posts in the middle of a timed run.
    if (wanted('mirror-throughput')) {
      const live = await openSignedInLive(browser, server.url, BENCH_PASSWORD);
      for (let run = 0; run < runs; run++) report('mirror-throughput', 'engine >= 0.8x raw bulkPut', await benchMirror(server, live));
      await live.context.close();
    }
    if (!['write-to-dom', 'offline-flush', 'offline-course'].some(wanted)) return;
    const session = await openSignedIn(browser, server.url, BENCH_PASSWORD);
    for (let run = 0; run < runs; run++) {
      if (wanted('write-to-dom')) report('write-to-dom', 'p95 <= 16 ms', await benchWriteToDom(session));
      if (wanted('offline-flush')) report('offline-flush', 'flush of 1,000 queued comments <= 1x the same created online', await benchOfflineFlush(server, session));
      if (wanted('offline-course')) report('offline-course', 'a 60 MB course made available offline <= 1.2x a plain fetch of its files', await benchOfflineCourse(server.url, BENCH_PASSWORD));
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
