// The component test files share a worker (vitest.config.ts, ui: `isolate: false`) so that the libraries
// every screen imports (React, Fluent, RJSF, glide: node_modules and their pre-bundled copies) load once per
// worker, not once per file; the first setup file (setup files run again before each test file) then gives
// the file what isolation gave it: our own modules evaluated afresh, no mock of an earlier file, and an
// empty page, storage and cookie jar. What stays is only what node_modules keep.
import { appendFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';
import { removeCookie } from '../../../src/client/state/cookies';

interface ModuleNode {
  promise?: unknown;
  exports?: unknown;
  evaluated: boolean;
  importers: Set<string>;
}
interface WorkerState {
  filepath?: string;
  evaluatedModules: { idToModuleMap: Map<string, ModuleNode> };
}

const worker = (globalThis as { __vitest_worker__?: WorkerState }).__vitest_worker__;
const mocker = (globalThis as { __vitest_mocker__?: { reset(): void } }).__vitest_mocker__;
if (!worker?.evaluatedModules || !mocker) throw new Error('freshOwnModules: vitest internals moved (__vitest_worker__.evaluatedModules, __vitest_mocker__); see vitest/dist resetModules');
const thisFile = fileURLToPath(import.meta.url);

// The same reset as vitest's own between isolated files (resetModules in vitest/dist), except node_modules.
for (const [id, node] of worker.evaluatedModules.idToModuleMap) {
  if (id.includes('/node_modules/') || id.startsWith(thisFile)) continue;
  node.promise = undefined;
  node.exports = undefined;
  node.evaluated = false;
  node.importers.clear();
}
mocker.reset();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.useRealTimers();
// A file that fails only after others: F9_UI_ORDER_LOG=<file> lists each worker's files in the order they
// ran, and F9_UI_WORKERS=1 with those files runs them in one worker again.
if (process.env.F9_UI_ORDER_LOG) appendFileSync(process.env.F9_UI_ORDER_LOG, `${process.pid} ${worker.filepath}\n`);

document.body.replaceChildren();
const globals = globalThis as { happyDOM?: { setURL(url: string): void }; __f9FirstUrl?: string };
globals.__f9FirstUrl ??= location.href;
if (!globals.happyDOM) throw new Error('freshOwnModules: no happyDOM global to set the address back with');
globals.happyDOM.setURL(globals.__f9FirstUrl);
document.title = '';
for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0].trim();
  if (name) removeCookie(decodeURIComponent(name));
}
