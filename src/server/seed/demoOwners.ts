// The two demo companies and the account that writes each one's demo records: one lookup for every
// demo seed file (orders, billing, overseas delivery).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const DEMO_AUTHORS = { DEMO: 'demo', ACME: 'acme' } as const;
export type DemoCompany = keyof typeof DEMO_AUTHORS;

export interface DemoOwner {
  company: DemoCompany;
  userId: number;
  customerId: number;
}

/** Each demo company that exists, with its author's user id (a company without its account is skipped). */
export async function demoOwners(db: Kysely<Database>): Promise<DemoOwner[]> {
  const owners: DemoOwner[] = [];
  for (const [company, account] of Object.entries(DEMO_AUTHORS) as Array<[DemoCompany, string]>) {
    const owner = await db
      .selectFrom('users')
      .innerJoin('customers', 'customers.id', 'users.customer_id')
      .select(['users.id as userId', 'customers.id as customerId'])
      .where('customers.customer_cd', '=', company)
      .where('users.account', '=', account)
      .executeTakeFirst();
    if (owner?.customerId) owners.push({ company, userId: owner.userId, customerId: owner.customerId });
  }
  return owners;
}
