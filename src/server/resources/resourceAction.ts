// A named action on a resource (DESIGN: domain-specific behaviour is a named action, in one file,
// never a special case inside the engine): `POST <resource>/<action>` with the JSON payload in the
// form field `data`, checked against the action's own JSON Schema, run in one transaction within the
// caller's scope. Its FuncId is `<menu>.<action>`, which the menu tree must list.
import type { Kysely } from 'kysely';
import type { Language } from '../../shared/constants';
import type { Principal } from '../auth/access';
import type { Database } from '../db/schema';
import type { MessageKey } from '../i18n/en';
import type { ResourceDef } from './registry';
import type { Scope } from './sqlParts';

export interface ActionContext<DB> {
  /** The action's transaction: every read and write of the action goes through it; typed over every table. */
  db: Kysely<DB>;
  def: ResourceDef;
  scope: Scope;
  principal: Principal;
  language: Language;
}

export interface ResourceAction {
  /** Path segment and the FuncId's second half: lower camel case. */
  name: string;
  /** One line for the OpenAPI document. */
  summary: string;
  /**
   * Changes nothing (a quote, a computation): the resource's read grant allows it and it needs no
   * FuncId. Absent, the action writes: the write menu and `<menu>.<action>` are required.
   */
  reads?: boolean;
  /** JSON Schema of the payload; the handler only ever sees a payload that passed it. */
  payloadSchema: object;
  /**
   * Also served at a call name of the spec (e.g. `PUT /activatecususer`), whose payload is the named
   * form or query fields (integer ones as numbers), checked against the same payload schema.
   */
  alias?: { method: 'PUT' | 'POST'; path: string; fields: Record<string, 'integer' | 'string'> };
  /** The success message the answer carries (specWire resources), in the caller's language. */
  message?: (answer: unknown) => { key: MessageKey; values?: Record<string, string | number> };
  /** The answer holds a secret shown once (a new password): the audit log keeps the payload only. */
  secretAnswer?: boolean;
  /**
   * A reading action whose queries need no transaction (nothing set for it, no lock, READ COMMITTED's
   * per-statement snapshots as good as one): it runs on the database itself, so a connection is not held
   * while it computes. On PGlite's one connection, a quote computing 100 rows in a transaction kept every
   * other request waiting (price bench: half the bare route's throughput).
   */
  withoutTransaction?: boolean;
  /** The answer's data. Throwing (ApiError) rolls the transaction back. */
  run(context: ActionContext<Database>, payload: unknown): Promise<unknown>;
}

export const ACTION_NAME = /^[a-z][A-Za-z0-9]{0,49}$/;
