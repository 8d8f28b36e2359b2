// Builds the client into dist/client. The build embeds its version (also written to
// dist/client/version.json, which the running app polls) and the request-signing secret, and leaves a
// brotli and a gzip copy beside each text file for the server to send as they are.
import { writeFileSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './scripts/precompressPlugin';
import { compileHints } from './scripts/compileHintsPlugin';
import { glideFirstDraw } from './scripts/glideFirstDrawPlugin';
import { pageBlockTypes } from './scripts/pageBlockTypesPlugin';
import { pageExtends } from './scripts/pageExtendsPlugin';
import { pageFileLint } from './scripts/pageFileLintPlugin';
import { pureReactRouter } from './scripts/pureReactRouterPlugin';
import { waitForApi } from './scripts/waitForApiPlugin';
import { partOfFile } from './src/client/i18n/messageParts';
import { DEFAULT_SIGN_SECRET } from './src/shared/wire/sign';

const pkg = JSON.parse(readFileSync(resolve(import.meta.dirname, 'package.json'), 'utf8')) as { version: string };
const buildVersion = `${pkg.version}+${new Date().toISOString().replace(/[-:.TZ]/g, '').slice(0, 14)}`;
const outDir = resolve(import.meta.dirname, 'dist/client');
const apiUrl = `http://localhost:${Number(process.env.PORT) || 8080}`;
// What the dev server passes to the API server.
const API_PATHS = ['/f9api', '/local'];

function versionFile(): Plugin {
  return {
    name: 'f9-version-file',
    apply: 'build',
    closeBundle() {
      mkdirSync(outDir, { recursive: true });
      writeFileSync(resolve(outDir, 'version.json'), JSON.stringify({ version: buildVersion }));
    },
  };
}

// The dev server answers the open app's version poll itself: the API server's is the last build's, whose
// other version would make the page reload again and again.
function devVersion(): Plugin {
  return {
    name: 'f9-dev-version',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== '/version.json') return next();
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ version: buildVersion }));
      });
    },
  };
}

// react-router's package exports point every bundler at its development build (warnings, checks);
// the production build sits beside it.
const reactRouterProduction = (mode: string) =>
  mode === 'production'
    ? [
        { find: /^react-router$/, replacement: resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs') },
        { find: /^react-router\/dom$/, replacement: resolve(import.meta.dirname, 'node_modules/react-router/dist/production/dom-export.mjs') },
      ]
    : [];

// What every page runs (React, the router, i18next, valtio, Fluent's provider and styling engine) in one
// chunk: left to itself the bundler cut it into dozens of small shared files, each a request (HTTP/1.1
// fetches six at a time). Only whole packages that the entry needs go here, so nothing lazy is pulled in.
const CORE_PACKAGES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|use-sync-external-store|valtio|proxy-compare|@griffel[\\/](core|react)|stylis|rtl-css-js|@emotion[\\/]hash|keyborg|@fluentui[\\/](tokens|react-provider|react-jsx-runtime|react-shared-contexts))[\\/]/;

/**
 * Per language, one chunk of its shell's area files (src/client/i18n/locales/<lang>/*.json) and one of
 * the screens' (messageParts.ts), not one request per file: /home paints with the first only.
 */
function localePack(moduleId: string): string | null {
  const match = /[\\/]i18n[\\/](locales|editions[\\/]\w+)[\\/](\w+)[\\/][^\\/]+\.json$/.exec(moduleId);
  if (!match) return null;
  const pack = match[1] === 'locales' ? `locale-${match[2]}` : `locale-${match[1].split(/[\\/]/)[1]}-${match[2]}`;
  return partOfFile(moduleId) === 'shell' ? pack : `${pack}-screens`;
}

/**
 * What a log-in runs, fetched while the login dialog is open (src/client/app/prefetch.ts, routeScreens.ts):
 * compiled then, not in the log-in's render (scripts/compileHintsPlugin.ts). /home's first paint is left as it is.
 */
const FETCHED_AHEAD_OF_LOGIN = ['shell/login/LoginDialog.tsx', 'app/sessionActions.ts', 'app/AuthGuard.tsx', 'shell/Layout.tsx', 'pages/dashboard/DashboardPage.tsx'];
const HOME_FIRST_PAINT = ['pages/home/HomePage.tsx'];

export default defineConfig(({ mode }) => ({
  root: resolve(import.meta.dirname, 'src/client'),
  publicDir: resolve(import.meta.dirname, 'src/client/public'),
  plugins: [
    react(),
    pureReactRouter(),
    glideFirstDraw(),
    pageFileLint(import.meta.dirname), pageExtends(import.meta.dirname), pageBlockTypes(import.meta.dirname),
    compileHints({ fetchedAhead: FETCHED_AHEAD_OF_LOGIN, firstPaint: HOME_FIRST_PAINT }),
    versionFile(),
    devVersion(),
    waitForApi(apiUrl, API_PATHS),
    precompress(outDir),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(buildVersion),
    __F9_SIGN_SECRET__: JSON.stringify(process.env.F9_SIGN_SECRET || DEFAULT_SIGN_SECRET),
  },
  resolve: {
    alias: [
      { find: '@shared', replacement: resolve(import.meta.dirname, 'src/shared') },
      { find: '@schemas', replacement: resolve(import.meta.dirname, 'schemas') },
      ...reactRouterProduction(mode),
    ],
  },
  build: {
    outDir,
    emptyOutDir: true,
    // .vite/manifest.json: the bundle-budget test reads what index.html loads from it.
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'core', test: CORE_PACKAGES }, { name: localePack, debugName: 'locale packs' }] } } },
    chunkSizeWarningLimit: 1500,
    sourcemap: false,
  },
  // `npm run dev` (scripts/dev.mjs): PORT is the API server's, F9_DEV_PORT this dev server's.
  server: {
    port: Number(process.env.F9_DEV_PORT) || 5173,
    proxy: Object.fromEntries(API_PATHS.map((path) => [path, apiUrl])),
  },
}));
