// `npm run dev`: the API server from its source (tsx watch: restarted when its code or a page file or
// fragment changes, since it derives read grants from the pages when it starts) and Vite's dev server
// (page files, fragments and client code hot-updated in the open browser; a wrong page file shows the
// lint's lines there, scripts/pageFileLintPlugin.ts), in one terminal, each line prefixed with its
// program. Ctrl-C, or either of them ending, stops both. PORT is the API's port (8080), F9_DEV_PORT
// Vite's (5173). With --gen, `npm run gen` runs again (debounced) whenever a page file changes.
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

const root = resolve(import.meta.dirname, '..');
const apiPort = process.env.PORT || '8080';
const devPort = process.env.F9_DEV_PORT || '5173';
// A restart (a saved file) waits a second at most for the calls in flight, not production's thirty.
const env = { F9_DRAIN_SECONDS: '1', ...process.env, PORT: apiPort, F9_DEV_PORT: devPort };
const bin = (name) => resolve(root, 'node_modules/.bin', name);
const children = new Set();
let stopping = false;

function prefixed(stream, label, out) {
  createInterface({ input: stream }).on('line', (line) => out.write(`${label} ${line}\n`));
}

/** Starts a program in its own process group (so stopping it stops what it started too), its output prefixed. */
function start(label, command, args) {
  const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  prefixed(child.stdout, label, process.stdout);
  prefixed(child.stderr, label, process.stderr);
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (label === '[gen]') return;
    if (!stopping) console.error(`${label} ended (${signal ?? `exit code ${code}`}): stopping the others`);
    stop(code ?? 1);
  });
  return child;
}

function stop(code) {
  if (!stopping) {
    stopping = true;
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
  if (children.size === 0) process.exit(code);
  else for (const child of children) child.once('exit', () => children.size === 0 && process.exit(code));
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start('[api]', bin('tsx'), ['watch', '--clear-screen=false', '--include', 'schemas/pages/**/*.json', '--include', 'schemas/fragments/**/*.json', 'src/server/main.ts']);
start('[web]', bin('vite'), ['--port', devPort, '--strictPort', '--configLoader', 'runner']);
console.log(`\nF9 development mode: open http://localhost:${devPort}/ (the API server listens on :${apiPort}; Ctrl-C stops both)\n`);

// The generated files that follow the page files (`npm run gen`), made again after a page file is saved.
if (process.argv.includes('--gen')) {
  let timer;
  let running = false;
  let again = false;
  const generate = () => {
    if (running) return void (again = true);
    running = true;
    start('[gen]', bin('tsx'), ['generators/gen.ts']).on('exit', () => {
      running = false;
      if (!again) return;
      again = false;
      generate();
    });
  };
  watch(resolve(root, 'schemas/pages'), { recursive: true }, (_event, name) => {
    if (!String(name).endsWith('.json')) return;
    clearTimeout(timer);
    // An editor's save is often several writes: one run after they settle.
    timer = setTimeout(generate, 300);
  });
}
