// Every successful write names the resource it changed in a header of its answer
// (CHANGED_RESOURCE_HEADER), so the client reloads every list and record of that resource it shows,
// whatever the call's path (a domain's upload, an action of another resource). A route says what it
// changes in its config (`changes`); one hook per app writes the header on a 2xx answer.
import type { FastifyInstance } from 'fastify';
import { CHANGED_RESOURCE_HEADER } from '../../shared/wire/resourceContract';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The resource a successful call of this route changes. */
    changes?: string;
  }
}

const installed = new WeakSet<FastifyInstance>();

export function installChangedHeader(app: FastifyInstance): void {
  if (installed.has(app)) return;
  installed.add(app);
  app.addHook('onSend', (request, reply, payload, done) => {
    const changes = request.routeOptions.config?.changes;
    if (changes && reply.statusCode < 300) reply.header(CHANGED_RESOURCE_HEADER, changes);
    done(null, payload);
  });
}
