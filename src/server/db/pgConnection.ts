// How every connection this process opens to a PostgreSQL server is made (the pool's and the
// listener's): a server that does not answer (a failover in progress, a cut network) fails the attempt
// after 5 s instead of holding the call, and TCP keep-alive notices a connection the network dropped
// without a word.
export const PG_CONNECTION_SETTINGS = { connectionTimeoutMillis: 5000, keepAlive: true } as const;

/** One line per connection the server cut (a restart tells every backend 57P01). */
export function connectionLost(error: Error & { code?: string }): void {
  console.warn(`database: a connection was closed by the server (${error.code ?? error.message})`);
}
