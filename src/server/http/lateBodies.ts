// A call answered before its body has all arrived (refused for its size, by its Content-Length or as
// soon as it passed the limit) keeps its connection while the client finishes sending: the rest is
// read and dropped, never held, and the client then reads the answer. Closing the connection under a
// client still sending would reset it and lose the answer. This bounds the wait: a client still
// sending LATE_BODY_MS after its answer has its connection closed.
import type { FastifyInstance } from 'fastify';

export const LATE_BODY_MS = 30_000;

export function installLateBodyLimit(app: FastifyInstance, lateBodyMs = LATE_BODY_MS): void {
  app.addHook('onResponse', (request, _reply, done) => {
    const raw = request.raw;
    // Injected calls (tests) have no socket to cut.
    if (raw.complete || raw.destroyed || typeof raw.socket?.destroy !== 'function') return done();
    const cut = setTimeout(() => raw.socket.destroy(), lateBodyMs);
    cut.unref();
    raw.once('end', () => clearTimeout(cut));
    raw.once('close', () => clearTimeout(cut));
    done();
  });
}
