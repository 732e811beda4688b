// Builds the service worker (sw/sw.ts) into dist/sw.js after the app, with the app's files as its precache list.
import { defineConfig } from 'vite';
import { injectPrecache } from './scripts/inject-precache';

export default defineConfig({
  publicDir: false,
  plugins: [injectPrecache()],
  // Workbox reads this to strip its development logging.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: false,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      input: 'sw/sw.ts',
      output: { format: 'iife', entryFileNames: 'sw.js', codeSplitting: false },
    },
  },
});
