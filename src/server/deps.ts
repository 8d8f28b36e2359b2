// What the route plugins need from the app, passed once as plugin options.
import type { Kysely } from 'kysely';
import type { LoginRateLimitPolicy } from './auth/loginRateLimit';
import type { SessionPolicy } from './auth/sessions';
import type { Invalidations } from './db/invalidations';
import type { Database } from './db/schema';

export interface PlatformDeps {
  db: Kysely<Database>;
  sessions: SessionPolicy;
  loginRateLimit: LoginRateLimitPolicy;
  /** Where site.json lives; null serves the defaults. */
  dataDir: string | null;
  /** The built client (dist/client); null when there is none (API only). */
  clientDir: string | null;
  /** Notifications that keep what this process holds in memory true (db/invalidations.ts). */
  invalidations: Invalidations;
}
