// Data of the 50-users list bench, written straight into the bench database (not through the API,
// so setting up takes seconds): `users` customer users of Demo Trading Co. sharing demo.ops's
// password (bench.user1 ... with ops12345) and `rows` addresses of the company to page through.
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';

export const BENCH_PASSWORD = 'ops12345';

export async function seedListUsers(db: Kysely<Database>, users: number, rows: number): Promise<void> {
  if (users === 0 && rows === 0) return;
  const ops = await db.selectFrom('users').selectAll().where('account', '=', 'demo.ops').executeTakeFirstOrThrow();
  for (let i = 1; i <= users; i++) {
    await db
      .insertInto('users')
      .values({ account: `bench.user${i}`, password_hash: ops.password_hash, real_name: `Bench ${i}`, customer_id: ops.customer_id, cus_role_id: ops.cus_role_id, user_type: 'customer' })
      .execute();
  }
  const values = Array.from({ length: rows }, (_, i) => ({ name: `Warehouse ${i}`, country: 'NL', city: 'Rotterdam', line1: `Quay ${i}`, customer_id: ops.customer_id!, created_by: ops.id }));
  for (let i = 0; i < values.length; i += 500) await db.insertInto('addresses' as never).values(values.slice(i, i + 500) as never).execute();
}
