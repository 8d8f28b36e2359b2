// What the e2e global setup serves the test files on a loopback port (inject('testServices')): things
// made once per run only when a test asks for them: each worker's app server (workerServer.ts) and the
// copied app (copiedApp.ts), whose client build takes minutes. A test file polls until its service is
// ready, so no request waits that long.
import { createServer, type Server } from 'node:http';
import { inject } from 'vitest';

export type ServiceName = 'copied-app' | `server-${number}`;
type State = { ready: string } | { failed: string } | { starting: true };

/** Serves each service's state, starting it on the first ask; stop() ends the services and the server. */
export async function serveTestServices(start: (name: ServiceName) => (() => Promise<{ value: string; stop: () => Promise<void> }>) | undefined): Promise<{ url: string; prepare: (name: ServiceName) => void; stop: () => Promise<void> }> {
  const states = new Map<ServiceName, State>();
  const stops: Array<() => Promise<void>> = [];
  const prepare = (name: ServiceName) => {
    const starter = start(name);
    if (states.has(name) || !starter) return;
    states.set(name, { starting: true });
    starter().then(
      (service) => {
        stops.push(service.stop);
        states.set(name, { ready: service.value });
      },
      (error: unknown) => states.set(name, { failed: error instanceof Error ? error.message : String(error) }),
    );
  };
  const server: Server = createServer((req, res) => {
    const name = (req.url ?? '').slice(1) as ServiceName;
    if (!start(name)) {
      res.writeHead(404).end();
      return;
    }
    prepare(name);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(states.get(name)));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    prepare,
    stop: async () => {
      for (const stop of stops) await stop();
      await new Promise((done) => server.close(done));
    },
  };
}

/** The value of a service (the copied app's base URL), once it is ready; throws if it failed. */
export async function askTestServices(name: ServiceName): Promise<string> {
  for (;;) {
    const state = (await (await fetch(`${inject('testServices')}/${name}`)).json()) as State;
    if ('ready' in state) return state.ready;
    if ('failed' in state) throw new Error(`${name} could not start: ${state.failed}`);
    await new Promise((wait) => setTimeout(wait, 500));
  }
}
