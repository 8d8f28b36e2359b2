// `npm run dev` restarts the API server when its code or a page file changes (scripts/dev.mjs): a call
// the dev server proxies meanwhile waits for it to listen again (a minute at most) instead of failing
// with a 502, so the page reloaded after a save finds its session and data.
import { connect } from 'node:net';
import type { Plugin } from 'vite';

function listening(host: string, port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, host);
    socket.once('connect', () => (socket.destroy(), done(true)));
    socket.once('error', () => done(false));
  });
}

export function waitForApi(apiUrl: string, paths: readonly string[]): Plugin {
  const { hostname, port } = new URL(apiUrl);
  return {
    name: 'f9-wait-for-api',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (!paths.some((path) => req.url?.startsWith(path))) return next();
        void (async () => {
          for (let tries = 0; tries < 300 && !(await listening(hostname, Number(port))); tries++) await new Promise((retry) => setTimeout(retry, 200));
          next();
        })();
      });
    },
  };
}
