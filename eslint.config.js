// Lint rules: typescript-eslint's recommended set, React hooks rules, and the import boundaries of DESIGN.md.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const serverOnly = { group: ['**/worker/**', '**/src/**', '**/sw/**'], message: 'The server imports schema/ only.' };

/** The schema/ modules built on zod: the app may take their types only, so zod stays in the worker and the server. */
const schemaDir = new globalThis.URL('./schema/', import.meta.url);
const zodSchemas = fs
  .readdirSync(schemaDir, { recursive: true })
  .filter((file) => file.endsWith('.ts') && fs.readFileSync(new globalThis.URL(file, schemaDir), 'utf8').includes("from 'zod'"))
  .map((file) => `**/schema/${file.replace(/\.ts$/, '')}`);

const schemaFiles = fs.readdirSync(schemaDir, { recursive: true }).filter((file) => file.endsWith('.ts'));
/** What a schema file imports as values, as paths inside schema/ (or a package's name). */
const valueImports = (file) =>
  [...fs.readFileSync(new globalThis.URL(file, schemaDir), 'utf8').matchAll(/^(?:import|export) (?!type )[^;]*?from '([^']+)'/gms)].map(([, from]) =>
    from.startsWith('.') ? new globalThis.URL(`${from}.ts`, new globalThis.URL(file, schemaDir)).pathname.slice(schemaDir.pathname.length) : from,
  );
/**
 * The schema/ modules that bring Dexie at run time (a value import of it, or of such a module): the page reads the mirror
 * through its own reader (src/data/mirror-reader/), so it may take their types only.
 */
const dexieSchemas = new Set();
for (let grew = true; grew; ) {
  grew = false;
  for (const file of schemaFiles) {
    if (dexieSchemas.has(file) || !valueImports(file).some((from) => from === 'dexie' || dexieSchemas.has(from))) continue;
    dexieSchemas.add(file);
    grew = true;
  }
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.tmp/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      ...restrict([
        { group: ['**/server/**', '**/sw/**'], message: 'The app may import schema/ and the engine type only.' },
        { group: ['**/worker/**'], allowTypeImports: true, message: 'Import the engine as a type only.' },
        { group: ['pubnub', 'firebase*', 'stripe', 'agora*'], message: 'No vendor SDK in the app bundle.' },
        { group: ['zod', ...zodSchemas], allowTypeImports: true, message: 'zod stays out of the page (bench bundle-size): import types only, or a zod-free module such as schema/pin-rules.ts.' },
        {
          group: ['dexie', 'dexie-react-hooks', ...[...dexieSchemas].map((file) => `**/schema/${file.replace(/\.ts$/, '')}`)],
          allowTypeImports: true,
          message: 'Dexie stays out of the page (bench bundle-size): read the mirror with localDb() and useLiveQuery (src/data/mirror-reader/), types only from Dexie modules.',
        },
      ]),
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Screens read the mirror; the worker fetches.' }],
    },
  },
  {
    files: ['schema/**/*.ts'],
    rules: restrict([{ group: ['**/server/**', '**/worker/**', '**/src/**', '**/sw/**'], message: 'schema/ imports nothing of ours.' }]),
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict([serverOnly]),
  },
  {
    // docs/architecture.md: shared machinery may use a domain's services and tables, never its routes or the list of domains.
    files: ['server/core/**/*.ts', 'server/http/**/*.ts', 'server/page-previews/**/*.ts'],
    rules: restrict([
      serverOnly,
      { regex: '/domains(/index|/[^/]+(/index)?|/.*-routes)?$', message: "Shared machinery reaches a domain's services, not its routes (server/domains/index.ts lists those)." },
    ]),
  },
  {
    files: ['worker/**/*.ts', 'sw/**/*.ts'],
    rules: restrict([{ group: ['**/server/**', '**/src/**'], message: 'Import schema/ only.' }]),
  },
);
