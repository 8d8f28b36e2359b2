// How every connection this process opens to a PostgreSQL server is made (the pool's and the
// listener's): a server that does not answer (a failover in progress, a cut network) fails the attempt
// after 5 s instead of holding the call, and TCP keep-alive notices a connection the network dropped
// without a word.
import pg from 'pg';

export const PG_CONNECTION_SETTINGS = { connectionTimeoutMillis: 5000, keepAlive: true } as const;

/** A pool's connection: it times its own connect attempt (see PG_POOL_SETTINGS). */
class TimedConnectClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, ...PG_CONNECTION_SETTINGS });
  }
}

/**
 * pg-pool's one `connectionTimeoutMillis` bounds both a new connection's connect and a call's wait for a
 * free connection. 5 s was too short a wait: a burst of 50 submissions queued more than 5 s behind each
 * other at load 15, and the last were answered 503 as if the database were down. So each connection
 * times its own connect (5 s) and a call waits its turn up to POOL_WAIT_MS: long enough for any queue
 * a burst makes, and a call never hangs for good on a pool that gives no connection back.
 */
export const POOL_WAIT_MS = 30_000;
export const PG_POOL_SETTINGS = { Client: TimedConnectClient, keepAlive: true, connectionTimeoutMillis: POOL_WAIT_MS } as const;

/** pg-pool's error for a call that waited POOL_WAIT_MS without a connection (answered 503: databaseUnavailable.ts). */
export const POOL_WAIT_EXCEEDED = /^timeout exceeded when trying to connect/;

/** What a pool holds, for the line that says a call found no free connection in time. */
export function poolCounts(pool: { totalCount: number; idleCount: number; waitingCount: number }): string {
  return `${pool.totalCount} open, ${pool.idleCount} idle, ${pool.waitingCount} calls waiting`;
}

/** One line per connection the server cut (a restart tells every backend 57P01). */
export function connectionLost(error: Error & { code?: string }): void {
  console.warn(`database: a connection was closed by the server (${error.code ?? error.message})`);
}
