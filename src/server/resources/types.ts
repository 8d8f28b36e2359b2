// The engine's shared types: a resource as the engine serves it, a record, a scope, an action and the
// hooks a domain gives its resources. They live here, apart from the code that builds and uses them, so
// the engine's files import their types from one place and never from each other in a circle
// (tests/unit/resourcesHaveNoImportCycle.test.ts). This file imports nothing of the engine but
// entityFields' field descriptions.
import type { Kysely, RawBuilder } from 'kysely';
import type { Language } from '../../shared/constants';
import type { FieldError } from '../../shared/wire/envelope';
import type { Principal } from '../auth/access';
import type { Database } from '../db/schema';
import type { MessageKey } from '../i18n/en';
import type { ChildInfo, DisplayFields, EntitySchema, FieldInfo } from './entityFields';

/** A record as clients send and read it: values keyed by property name. */
export type EntityRecord = Record<string, unknown>;

/** A table row as the database answers it: values keyed by column (or output) name. */
export type Row = Record<string, unknown>;

/**
 * Whose rows a call may touch: a company's, or (admin resources) every row; `rows`, the resource's own
 * further condition for this caller (ResourceHooks.rowScope).
 */
export type Scope = ({ customerId: number } | { customerId: null }) & { rows?: RawBuilder<unknown> };

/** Operations that change rows, each needing its `<write menu>.<operation>` FuncId. */
export type WriteOperation = 'create' | 'update' | 'delete' | 'import';
/** list, get, export and stats are reads: the read grant alone allows them. */
export type ResourceOperation = 'read' | WriteOperation;

/** Who may do something: a kind of user holding a menu grant. */
export interface Grant {
  /** 'any': administrators and customers alike, each holding the menu (a customer administrator's own users). */
  audience: 'customer' | 'admin' | 'any';
  /** Route name of the menu tree the user must be granted. */
  menu: string;
}

export interface ResourceDef {
  /** Wire name: `<name>-list`, `<name>`, `<name>-import`, `<name>-export`, `<name>-stats`. */
  name: string;
  schema: EntitySchema;
  table: string;
  /** The write menu: its required-field rules apply to writes. */
  menuCd: string;
  /** Any one of these grants allows reading. */
  read: Grant[];
  /** The first write grant: its menu's required-field rules apply, its FuncIds name the writes. */
  write: Grant;
  /** Every write grant: an operation is allowed through each whose menu lists `<menu>.<operation>`. */
  writes: Grant[];
  /** FuncId each write needs (the menu tree's `<write menu>.<operation>`). */
  funcIds: Record<WriteOperation, string>;
  /** The fields stored in the id and version columns (`id`, `version`, or a spec's wire names). */
  idField: string;
  versionField: string;
  /** Fields a create takes and an update refuses (a password: changed by its own calls). */
  createOnly: ReadonlySet<string>;
  /** Columns every row of the resource holds this value in: set on insert, and a condition of every read. */
  fixed: Readonly<Record<string, string | number | boolean>>;
  /** Served with `<name>-import`; false for rows a file must not create (accounts with passwords). */
  importable: boolean;
  /** Fields a create must carry though the entity leaves them optional (a new user's password). */
  requiredOnCreate: readonly string[];
  /** Keeps the spec's own calls' conventions (specWire.ts). */
  specWire: boolean;
  /** The domain's behaviour around the engine's steps: its one set of extension points. */
  hooks: ResourceHooks;
  /** Rows belong to a customer company (customer_id): the caller's, or the one an administrator names. */
  customerScoped: boolean;
  /**
   * Company-owned rows the forwarder writes (a customer-scoped entity with an administrator writer):
   * the administrator names the company (`customerId`) on create or import; administrators read every
   * company's rows, a customer only its own, and customers never write them (companyChoice.ts).
   */
  adminWritten: boolean;
  /** Rows belong to the company owning the record they name (ownedThrough in the spec). */
  ownedThrough?: OwnedThrough;
  defaultSort: { field: string; order: 'asc' | 'desc' };
  keyField: string;
  fields: FieldInfo[];
  /** Line-item collections, each in its child table, written and read with the record. */
  children: ChildInfo[];
  /** Named actions, each served as `POST <name>/<action>` and needing its FuncId. */
  actions: BoundAction[];
  /** The field(s) naming a record to people (`@display`): what a reference to it shows beside the key. */
  display?: DisplayFields;
  /** The SQL of each computed field (`@computed`), over the row's own columns. */
  computed: ReadonlyMap<string, ComputedSql>;
  /** Rows are written outside the engine (a view, a domain's own process): every write call is refused. */
  readOnly: boolean;
  /**
   * A delete bins the row (deleted_at, deleted_by) instead of removing it: every read leaves binned rows
   * out, `<name>-bin` lists them and `<name>/restore` brings them back for BIN_DAYS; the purge removes
   * older ones (softDelete.ts). The table needs the two columns.
   */
  softDelete: boolean;
  /** Fields one `PUT <name>-bulk` call may set on many selected rows at once (opt-in; empty: no bulk route). */
  bulkFields: readonly string[];
  /** Found by the header's global search (`GET search`): by these fields, opened on this screen (opt-in). */
  search?: ResourceSearch;
  /** Menus whose "on submit" required-field rules this resource's submit checks: only there may a rule be "on submit". */
  submitRuleMenus: readonly string[];
}

/** How the global search finds a resource's records and which screen opens one (routes/globalSearch.ts). */
export interface ResourceSearch {
  /** Text fields searched (contains, case-insensitive); the first one is the result's title and its order. */
  fields: FieldInfo[];
  /** A second line naming the record (a booking's reference, an address's city). */
  detail?: FieldInfo;
  /** The route name of the screen opening this record by `?id=` (a booking's, by its mode). */
  screen: (record: Record<string, unknown>) => string;
}

/** A computed field's SQL expression, over the columns of the resource's row (unqualified names). */
export type ComputedSql = RawBuilder<unknown>;

/**
 * A row owned through another resource's record: `field` holds the value of the owner's `ownerColumn`
 * (e.g. a tracking event's bookingNo). Administrators write and read every row; a customer reads only
 * rows whose owner record is its company's. The engine applies it in every query (sqlParts.ts).
 */
export interface OwnedThrough {
  field: FieldInfo;
  owner: string;
  ownerTable: string;
  ownerColumn: string;
}

/** Finds a served resource by name (a reference field's target). */
export type ResourceLookup = (name: string) => ResourceDef | undefined;

/** What a select adds to read reference names: output columns and the joins that feed them (referenceNames.ts). */
export interface ReferenceNames {
  columns: RawBuilder<unknown>[];
  joins: RawBuilder<unknown>[];
  /** The added properties (`<field>Name`), as the rows carry them. */
  names: string[];
}

// ── Named actions (resourceAction.ts) ──

export interface ActionContext<DB> {
  /** The action's transaction: every read and write of the action goes through it; typed over every table. */
  db: Kysely<DB>;
  def: ResourceDef;
  scope: Scope;
  principal: Principal;
  language: Language;
}

/**
 * A named action on a resource (DESIGN: domain-specific behaviour is a named action, in one file,
 * never a special case inside the engine): `POST <resource>/<action>` with the JSON payload in the
 * form field `data`, checked against the action's own JSON Schema, run in one transaction within the
 * caller's scope. Its FuncId is `<menu>.<action>`, which the menu tree must list.
 */
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
  /**
   * What the answer's `data` holds, published in the OpenAPI document and checked by the contract tests:
   * a JSON Schema, or a record of the resource as get answers it (with `extra` properties beside its
   * fields). Absent, the document says the answer is not described.
   */
  answer?: ActionAnswer;
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

export type ActionAnswer = { schema: object } | { record: true; extra?: Record<string, object> };

export interface BoundAction extends ResourceAction {
  /** `<write menu>.<action>`, listed in the menu tree's funcs so roles can be granted it; none for a reading action. */
  funcId?: string;
}

// ── Hooks: a resource's domain behaviour around the engine's own steps ──

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

/** Why a stored record is kept out of the plain editor: the field named, a message key and its values. */
export interface FrozenRefusal {
  field: string;
  key: string;
  values?: Record<string, string | number>;
}

/**
 * The one interface through which a domain adds behaviour to its resources' reads and writes (DESIGN:
 * the engine knows no domain). Each hook is optional and has one place in the records service's
 * pipelines (src/server/resources/records/): parse → scope (rowScope) → validate (check) → domain
 * hooks (frozen, checkWrite, prepare; checkDelete, inUse) → write (derive) → after-write (afterWrite)
 * → notify. Every hook but rowScope and check runs inside the write's transaction.
 */
export interface ResourceHooks {
  /** Scope: a further condition on the rows this caller reaches in this operation (SQL over the row's columns); none: every row of its scope. */
  rowScope?(principal: Principal, operation: HookOperation): RawBuilder<unknown> | null;
  /**
   * Validate: what the schema cannot say about one record alone (a date window, one of two fields), in
   * the caller's language. Pure and synchronous: also run on every row of an import file.
   */
  check?(record: EntityRecord, language: Language): FieldError[];
  /**
   * Domain: why a stored record may no longer be changed or deleted through the plain editor (a booked
   * appointment: only its named actions change it); null when it may.
   */
  frozen?(stored: EntityRecord, language: Language): FrozenRefusal | null;
  /** Domain: what needs the database to say (a key free in the whole table, a choice the caller may make); the record as validated. */
  checkWrite?(record: EntityRecord, context: HookContext, stored?: EntityRecord): Promise<HookError[]>;
  /** Domain: the record as stored, from the validated one (a default filled, a password hashed); may refuse with field errors. */
  prepare?(record: EntityRecord, context: HookContext, stored?: EntityRecord): Promise<EntityRecord>;
  /**
   * Write: after the row and its lines are written, before the answer is read: the server-managed fields
   * the domain derives and stores itself (a number allocated, a total computed); `record` as written.
   */
  derive?(context: HookContext, id: number, record: EntityRecord, stored?: EntityRecord): Promise<void>;
  /** After-write: what follows a write (sessions ended, a mail queued); `after` is the record as answered, absent after a delete. */
  afterWrite?(context: HookContext, before: EntityRecord | undefined, after: EntityRecord | undefined): Promise<void>;
  /** Domain (delete): why these records may not be deleted by this caller (oneself); none when they may. */
  checkDelete?(ids: number[], context: HookContext): Promise<HookError[]>;
  /**
   * Domain (delete, and a covering import's removal of the old rows): why records still in use elsewhere
   * may not go (a role users hold), in the caller's language; none when they may.
   */
  inUse?(ids: number[], context: HookContext): Promise<FieldError[]>;
}

/** A domain's `check` hook, named for the domains that define one apart from their resource. */
export type RecordCheck = NonNullable<ResourceHooks['check']>;
/** A domain's `frozen` hook. */
export type FrozenCheck = NonNullable<ResourceHooks['frozen']>;
/** A domain's `inUse` hook. */
export type DeleteCheck = NonNullable<ResourceHooks['inUse']>;
