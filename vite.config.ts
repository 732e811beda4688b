// Builds the React app and its sync-engine worker into dist/; Vitest settings live here too.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { chunkGroups } from './scripts/chunk-groups';
import { preloadFirstScreen } from './scripts/preload-first-screen';
import { thirdPartyLicences } from './scripts/third-party-licences';

function project(name: string, include: string[], isolate: boolean) {
  return {
    plugins: name === 'app' ? [react()] : [],
    test: { name, include, isolate, environment: 'node', pool: 'forks', testTimeout: 30_000, hookTimeout: 60_000 },
  } as const;
}

export default defineConfig({
  // The packages each part ships, for the third-party software screen (src/screens/third-party/).
  plugins: [react(), preloadFirstScreen('src/screens/login/LoginScreen.tsx'), thirdPartyLicences('app')],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    target: 'es2022',
    // A browser without modulepreload (Safari before 17) only fetches the login screen a little later; the polyfill would weigh on every visit.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
  worker: { format: 'es', plugins: () => [thirdPartyLicences('engine')] },
  test: {
    // Templates are migrated and seeded once per run; each file copies them, so no two files share a database.
    // Set here only, not in the projects: a project that extends the root would run it again.
    globalSetup: ['tests/server/support/global-setup.ts'],
    // The machines have two cores, and a file may hold a PGlite of several hundred MB.
    maxWorkers: 2,
    projects: [
      // The app's modules keep per-page state (navigation history, landing URL): a fresh process per file.
      project('app', ['tests/app/**/*.test.{ts,tsx}', 'tests/sw/**/*.test.ts'], true),
      // Server and engine modules keep no state between instances: a worker process runs file after file,
      // importing the server once instead of once per file.
      project('server', ['tests/server/**/*.test.ts'], false),
      project('worker', ['tests/worker/**/*.test.ts'], false),
    ],
  },
});
