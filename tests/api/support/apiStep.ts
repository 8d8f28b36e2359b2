// The API project runs twice in `npm test` (scripts/test.mjs): on PGlite, then on PostgreSQL with
// F9_TEST_DB=pg. Most files test the app on whichever database the step gives them, and so run in both.
// A file whose subject is PostgreSQL itself, or that brings its own database whatever the step (a server
// started on a project copy's embedded database), would do the very same work twice: it runs in one step
// and is reported skipped in the other.
import { describe } from 'vitest';

export const onPostgres = process.env.F9_TEST_DB === 'pg';

/** Tests of PostgreSQL itself (server processes sharing one, a first start, a restart, query plans): the api-postgres step. */
export const describeOnPostgres = describe.runIf(onPostgres);

/** Tests that bring their own embedded database, the same in either step: the api-pglite step. */
export const describeOnceOnPglite = describe.skipIf(onPostgres);
