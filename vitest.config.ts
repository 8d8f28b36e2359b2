// Test projects, one per kind of test (DESIGN "Tests"). scripts/test.mjs runs them side by side; the
// api project runs twice, on PGlite and on a throwaway PostgreSQL server (F9_TEST_DB=pg).
// Timeouts only stop a test that hangs (a test, a hook, an expect.poll): tests wait for conditions, and a
// busy machine (another run, scripts/testUnderLoad.mjs) may make a passing test many times slower.
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { pageBlockTypes } from './scripts/pageBlockTypesPlugin';
import { pageExtends } from './scripts/pageExtendsPlugin';
import LongestFirstSequencer from './tests/e2e/support/longestFirstSequencer';

const alias = { '@shared': resolve(import.meta.dirname, 'src/shared'), '@schemas': resolve(import.meta.dirname, 'schemas') };
const define = { __APP_VERSION__: JSON.stringify('test'), __F9_SIGN_SECRET__: JSON.stringify('F9-portal-sign-2026') };
const HANG = { testTimeout: 300_000, hookTimeout: 300_000, expect: { poll: { timeout: 60_000 } } };
const UI_PREBUNDLED = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  '@fluentui/react-components',
  '@fluentui/react-icons',
  '@testing-library/react',
  '@rjsf/core',
  '@rjsf/utils',
  '@rjsf/fluentui-rc',
  '@rjsf/validator-ajv8',
  'react-i18next',
  'i18next',
  'react-router-dom',
];

export default defineConfig({
  // scripts/test.mjs names each step: runs side by side then keep their results caches (file order) apart.
  cacheDir: process.env.F9_TEST_STEP ? `node_modules/.vite/test-${process.env.F9_TEST_STEP}` : undefined,
  test: {
    // The longest e2e files start first (the sequencer is the run's, not a project's).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      // Unit files share a worker's modules (as the API's do, below): they are pure functions and leave no state behind.
      { resolve: { alias }, define, test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/schemas/**/*.test.ts'], environment: 'node', ...HANG, isolate: false, maxWorkers: 2 } },
      {
        resolve: { alias },
        define,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/support/globalSetup.ts'],
          ...HANG,
          maxWorkers: 2,
          // Files share a worker's modules: the server's thousands of modules load once per worker, not once
          // per file (import was a third of this step's CPU). Safe because each file builds its own app on its
          // own database, and what the server keeps in module scope is keyed by the app or the database it serves.
          isolate: false,
        },
      },
      {
        plugins: [react(), pageExtends(import.meta.dirname), pageBlockTypes(import.meta.dirname)],
        resolve: { alias },
        define,
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // A clicked link (a download's, a share address) does not load another page into the window the
          // files share: happy-dom only sets the address, and freshOwnModules.ts sets it back for the next file.
          environmentOptions: { happyDOM: { settings: { navigation: { disableMainFrameNavigation: true, disableChildPageNavigation: true } } } },
          // vitest's default is one worker less than the cores (one, on two): two keep both cores busy
          // once the end-to-end step beside it, which mostly waits, has ended.
          maxWorkers: Number(process.env.F9_UI_WORKERS) || 2,
          setupFiles: ['tests/ui/support/freshOwnModules.ts', 'tests/ui/support/renderCounter.ts', 'tests/ui/support/setup.ts'],
          ...HANG,
          // Files share a worker: the libraries every screen imports load once per worker, and
          // freshOwnModules.ts gives each file our own modules afresh, its own mocks and an empty page.
          isolate: false,
          // The libraries load as one pre-bundled file each instead of thousands of modules. React and
          // everything that imports it are bundled together, so there is one React.
          deps: { optimizer: { client: { enabled: true, include: UI_PREBUNDLED } } },
        },
      },
      {
        resolve: { alias },
        define,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/support/globalSetup.ts'],
          ...HANG,
          // Two files side by side, each worker against its own server (tests/e2e/support/workerServer.ts): a
          // browser test mostly waits (for the server, for a frame), so a second one fills the time; with the
          // API files sharing their modules (the api project above) the run has the CPU for it. F9_E2E_WORKERS=1 runs one at a time.
          maxWorkers: Number(process.env.F9_E2E_WORKERS) || 2,
          // Under CI a failed browser test runs once more; a pass on the retry is listed loudly by
          // tests/e2e/support/retriedTestsReporter.ts (scripts/test.mjs), never passed over in silence.
          retry: process.env.CI === 'true' ? 1 : 0,
        },
      },
    ],
  },
});
