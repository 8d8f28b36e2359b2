// A resource's domain behaviour around the engine's own steps (DESIGN: the engine knows no domain):
// which rows a caller reaches, what a write stores beyond what was sent, what else a write must
// hold, and what follows it. Every hook runs inside the write's transaction.
import type { Kysely, RawBuilder } from 'kysely';
import type { Language } from '../../shared/constants';
import type { FieldError } from '../../shared/wire/envelope';
import type { Principal } from '../auth/access';
import type { Database } from '../db/schema';
import type { EntityRecord } from './records';

/** The operation a hook runs for: a write, or an action by its name. */
export type HookOperation = 'read' | 'create' | 'update' | 'delete' | string;

export interface HookContext {
  db: Kysely<Database>;
  principal: Principal;
  language: Language;
  operation: HookOperation;
}

/** A field a hook refuses; `key` and `values`: the message key, which names the whole refusal when it is the only one. */
export interface HookError extends FieldError {
  key?: string;
  values?: Record<string, string | number>;
}

export interface ResourceHooks {
  /** A further condition on the rows this caller reaches in this operation (SQL over the row's columns); none: every row of its scope. */
  rowScope?(principal: Principal, operation: HookOperation): RawBuilder<unknown> | null;
  /** The record as stored, from the validated one (a default filled, a password hashed); may refuse with field errors. */
  prepare?(record: EntityRecord, context: HookContext, stored?: EntityRecord): Promise<EntityRecord>;
  /** What the schema cannot say (a key free in the whole table, a choice the caller may make); the record as validated. */
  checkWrite?(record: EntityRecord, context: HookContext, stored?: EntityRecord): Promise<HookError[]>;
  /**
   * After the row and its lines are written, before the answer is read: the server-managed fields the
   * domain derives and stores itself (a number allocated, a total computed); `record` as written.
   */
  derive?(context: HookContext, id: number, record: EntityRecord, stored?: EntityRecord): Promise<void>;
  /** What follows a write (sessions ended, a mail queued); `after` is the record as answered, absent after a delete. */
  afterWrite?(context: HookContext, before: EntityRecord | undefined, after: EntityRecord | undefined): Promise<void>;
  /** Why these records may not be deleted by this caller (oneself); none when they may. */
  checkDelete?(ids: number[], context: HookContext): Promise<HookError[]>;
}
