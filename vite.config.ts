import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { firstPaint } from './scripts/firstPaint.ts';

/**
 * The resource folders (those with an index.ts or index.tsx), known to the first bundle without
 * loading any resource: signed out, /<resource>/... goes to Sign In and anything else is not found.
 */
const resourcesDir = new URL('./resources/', import.meta.url);
const resourceNames = fs
  .readdirSync(resourcesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .filter((entry) =>
    ['index.ts', 'index.tsx'].some((file) =>
      fs.existsSync(new URL(`${entry.name}/${file}`, resourcesDir)),
    ),
  )
  .map((entry) => entry.name)
  .sort();

/**
 * Library imports not needed at first paint, each put in place for one importing package: ra-data-graphql's
 * default client (a whole ApolloClient with its cache, imported whether used or not; the app passes its own,
 * providers/apolloClient.ts) by a stub that refuses a call without a client, its introspection (the app
 * turns it off) by one that refuses to introspect, the pluralize package its introspection's naming
 * uses by one that refuses to guess, ra-core's jsonexport (its default exporter's; every list has
 * its own) by a loader that downloads it when called, ra-core's router adapter by one that
 * never creates a data router (the app has its own BrowserRouter; decision 202), and react-hook-form
 * for react-admin's delete buttons by a form context that is never there (decision 206). An
 * importer is a package or one file of it.
 */
const shim = (file: string) => fileURLToPath(new URL(`./src/shims/${file}`, import.meta.url));
const replacedImports = [
  {
    importer: 'ra-data-graphql',
    source: './buildApolloClient.js',
    by: shim('ra-data-graphql-client.ts'),
  },
  {
    importer: 'ra-data-graphql',
    source: './introspection.js',
    by: shim('ra-data-graphql-introspection.ts'),
  },
  { importer: 'ra-data-graphql', source: 'pluralize', by: shim('ra-data-graphql-pluralize.ts') },
  { importer: 'ra-core', source: 'jsonexport/dist/index.js', by: shim('jsonexport-lazy.ts') },
  {
    importer: 'ra-core',
    source: './adapters/reactRouterProvider.js',
    by: shim('ra-core-router-provider.ts'),
  },
  {
    importer: 'ra-ui-materialui/dist/button/DeleteWithConfirmButton.js',
    source: 'react-hook-form',
    by: shim('delete-button-form-context.ts'),
  },
  {
    importer: 'ra-core/dist/controller/button/useDeleteController.js',
    source: 'react-hook-form',
    by: shim('delete-button-form-context.ts'),
  },
];
/** Whether `importer` (a file path) is in the package, or is the package's file, `entry` names. */
const isImportedBy = (importer: string | undefined, entry: string) => {
  const file = (importer ?? '').replace(/\\/g, '/');
  return file.includes(`/node_modules/${entry}/`) || file.endsWith(`/node_modules/${entry}`);
};
const replaceImports = (): Plugin => ({
  name: 'replace-imports',
  enforce: 'pre',
  resolveId: (source, importer) =>
    replacedImports.find(
      (entry) => entry.source === source && isImportedBy(importer, entry.importer),
    )?.by ?? null,
});

/**
 * vitest's order (by each file's last duration, else by size) with the end-to-end walk through every
 * reference list first: the longest file, which a fresh clone's order by size (a 5-line file) ran
 * last, alone, while the other worker sat idle.
 */
class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) =>
      /everyReferenceList\.test\.ts$/.test(file.moduleId) ? 0 : 1;
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

// One config for the browser build and the three test projects (unit, server, e2e).
export default defineConfig({
  plugins: [react(), firstPaint(), replaceImports()],
  define: { __RESOURCE_NAMES__: JSON.stringify(resourceNames) },
  resolve: {
    alias: [
      {
        find: /^object\.entries$/,
        replacement: fileURLToPath(new URL('./src/shims/object-entries.cjs', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // What a page loads on purpose after it is shown (custom-pages/onboarding/usePhoneNumbers):
        // named so that `npm run size` (bench/size.ts) can tell it from the first load.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.endsWith('/custom-pages/onboarding/phoneNumbers.ts') ||
          // Apollo and the custom-method tables: a public page's call (a bid change) starts once
          // the page shows "Checking this link" (src/composition/lazyDataProvider.ts).
          /\/src\/composition\/(custom|domain)DataProvider\.ts$/.test(chunk.facadeModuleId ?? '')
            ? 'assets/deferred-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
        // MUI's core and emotion, which every page (Sign In included) uses, in one chunk: with each
        // resource's screens a chunk of their own (issue 42), the bundler would otherwise cut them
        // into many small shared chunks, each compressed apart (Sign In grew from 12 to 22 files).
        advancedChunks: {
          groups: [
            {
              name: 'mui-core',
              test: /node_modules[\\/](@emotion|react-transition-group|@mui[\\/](system|utils|styled-engine|material[\\/](styles|utils|internal|transitions|ButtonBase|Typography|Paper|SvgIcon|IconButton|CircularProgress|Button|Menu|MenuItem|MenuList|List|ListItem[A-Za-z]*|Popover|Modal|Fade|Grow|Portal|Backdrop|Unstable_TrapFocus|Divider)[\\/]))/,
            },
            // What the entry imports statically, in the entry: rolldown (1.2, rolldown#10731) left
            // each module that a lazy page imports too as a file of its own, 16 of 1-4 kB before
            // any page could run. One file now: Sign In 24 files to 8, a list 104 to 88.
            { name: 'index', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  // The password-strength worker (custom-pages/onboarding/usePasswordStrength) starts once the
  // create-password form shows: named as the chunks above, for `npm run size`.
  worker: {
    rolldownOptions: { output: { entryFileNames: 'assets/deferred-[name]-[hash].js' } },
  },
  server: {
    // `npm run dev:web` talks to the API server started with `npm run dev`.
    proxy: { '^/zabuni-.*': 'http://localhost:8080' },
  },
  test: {
    // Per run, not per project in vitest: it moves e2e's longest file first, the others as vitest orders.
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          // Form journeys under jsdom take seconds on a loaded 2-core machine.
          testTimeout: 15_000,
          server: { deps: { inline: ['ra-data-graphql'] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          // Node loads graphql's CommonJS build (its package has no "exports"), and so does Yoga;
          // Vite would pick the ES build for our files, a second graphql that Yoga's refuses.
          alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
          // Black-box over HTTP on a real database: the API's tests, the attacks and the faults kept as tests.
          include: [
            'tests/server/**/*.test.ts',
            'tests/security/**/*.test.ts',
            'tests/faults/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // The files share one module graph (each still starts its own server and database): the
          // server's modules are evaluated once per run, not once per file, which cut the suite
          // from 11 to 6.5 minutes on PostgreSQL. A file that declares a list of its own
          // (entityTriggers) resets the modules after itself.
          isolate: false,
          // Each server starts on a copy of a database seeded once per run (tests/support).
          globalSetup: ['tests/support/seededDatabases.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // A guard against a hung test, not a budget (those are the tests' own waits): with two
          // files at once each gets a core, not two, and the longest (a dozen screens through axe,
          // every link of the home page in turn) neared the 60 s they had one at a time.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Each file has its own server (port 0), embedded database (a folder of its own) and
          // browser (tests/e2e/support/app.ts), so files run side by side: E2E_WORKERS at once, two
          // by default (decision 182), the longest first.
          maxWorkers: Math.max(1, Number(process.env.E2E_WORKERS) || 2),
          // A worker's files share the server's modules, evaluated once (decision 188).
          isolate: false,
          // A test failed on a wait a loaded machine overran is run once more (the report names
          // it); one that fails twice fails the run.
          retry: 1,
          // Their servers start on a copy of a database seeded once per run (tests/support).
          globalSetup: ['tests/support/seededDatabases.ts'],
        },
      },
    ],
  },
});
