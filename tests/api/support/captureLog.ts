// A log stream for tests that read what the server logged (tokens and passwords must never appear).
import { Writable } from 'node:stream';

export function captureLog(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, lines };
}
