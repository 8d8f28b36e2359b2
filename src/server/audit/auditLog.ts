// The audit log (migrations/0140_audit_log.sql, 0271): every change by anyone (administrators and
// customer users alike) is one row, written in the change's own transaction so a change and its trail
// commit or roll back together; so are logins and failed logins (routes/login.ts).
import type { Kysely } from 'kysely';
import type { Principal } from '../auth/access';
import type { Database } from '../db/schema';

/** What an administrator did to one record (or, for an import or an action, to the resource). */
export interface AuditEntry {
  resource: string;
  /** create, update, delete, import or the named action's name. */
  operation: string;
  recordId?: string | number | null;
  /** The company of the record changed, when an administrator changed a company's record. */
  customerId?: number | null;
  before?: unknown;
  after?: unknown;
}

/** Field names whose values never enter the log, whatever their case or place in the record. */
const SECRET_NAME = /pass(word)?|hash|token|secret|credential/i;
export const REDACTED = '[redacted]';

/** A copy of `value` with the value of every secret-named key replaced, at any depth. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, SECRET_NAME.test(k) ? REDACTED : redactSecrets(v)]));
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(redactSecrets(value)));

/** Who acted: an account, known (a signed-in user) or not (a failed login names only what was typed). */
export interface AuditActor {
  userId: number | null;
  account: string;
  /** The actor's company; null for the forwarder's staff. */
  customerId: number | null;
}

/** The log's row for an entry (the account is copied: the trail outlives it); a customer's change is its company's. */
export function auditRow(by: AuditActor, entry: AuditEntry) {
  return {
    user_id: by.userId,
    account: by.account,
    customer_id: by.customerId ?? entry.customerId ?? null,
    resource: entry.resource,
    operation: entry.operation,
    record_id: entry.recordId === undefined || entry.recordId === null ? null : String(entry.recordId),
    before: json(entry.before),
    after: json(entry.after),
  };
}

/** Records the entry of a signed-in caller; `db` is the change's transaction. */
export async function recordAudit(db: Kysely<Database>, principal: Principal | AuditActor, entry: AuditEntry): Promise<void> {
  await db.insertInto('audit_log').values(auditRow(principal, entry)).execute();
}
