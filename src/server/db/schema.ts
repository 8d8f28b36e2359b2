// The Kysely view of the platform tables (migrations/0001_platform.sql) and, generated from the
// entities with their migrations, of the entity tables (entityTables.ts, `npm run gen`).
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Language } from '../../shared/constants';
import type { EntityTables } from './entityTables';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Version = ColumnType<number, number | undefined, number>;

export interface CustomersTable {
  id: Generated<number>;
  customer_cd: string;
  name: string;
  is_active: Generated<boolean>;
  version: Version;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface OrgsTable {
  id: Generated<number>;
  customer_id: number | null;
  org_cd: string;
  name: string;
  sno: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type Audience = 'admin' | 'customer';

export interface RolesTable {
  id: Generated<number>;
  customer_id: number | null;
  audience: Audience;
  role_cd: string;
  name: string;
  remark: Generated<string>;
  version: Version;
  /** Bumped by a trigger on every change to the role's menus and functions (migration 0004). */
  grants_version: Generated<string | number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Soft delete (migration 0273): set while the role is in the bin. */
  deleted_at: Date | null;
  deleted_by: number | null;
}

/** What users.curr_org holds (the client's CurrOrg). */
export interface CurrOrg {
  OrgId: number;
  OrgCd: string;
  OrgName: string;
}

export interface UsersTable {
  id: Generated<number>;
  account: string;
  password_hash: string;
  real_name: Generated<string>;
  nick_name: Generated<string>;
  saler: Generated<string>;
  email: Generated<string>;
  phone: Generated<string>;
  customer_id: number | null;
  cus_role_id: number;
  user_type: Audience;
  avatar: Generated<string>;
  is_active: Generated<boolean>;
  curr_org: ColumnType<CurrOrg | null, string | null | undefined, string | null>;
  version: Version;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface MenusTable {
  name: string;
  path: string;
  parent: string | null;
  sno: number;
  title_key: string;
  icon: string;
  hidden: boolean;
  no_cache: boolean;
  active_menu: string | null;
  audience: Audience;
  /** Written by importMenu: the start-up sync leaves the row as the administrator made it. */
  admin_changed: Generated<boolean>;
}

/** Code-defined menus importMenu removed: the start-up sync does not bring them back. */
export interface MenuRemovalsTable {
  name: string;
  removed_at: Generated<Date>;
}

export interface FunctionsTable {
  func_id: string;
  menu_name: string;
  sno: number;
}

export interface RoleMenusTable {
  role_id: number;
  menu_name: string;
}

export interface RoleFuncsTable {
  role_id: number;
  func_id: string;
}

export interface SessionsTable {
  id: Generated<string>;
  token_hash: string;
  user_id: number;
  customer_id: number | null;
  created_at: CreatedAt;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

/** Attempts of a public lookup (migrations 0131, 0263), for its limits per address and per number. */
export interface PublicLookupsTable {
  id: Generated<string>;
  lookup: string;
  client_ip: string;
  /** The number asked for, normalised ('' when none). */
  number: Generated<string>;
  /** Null while the lookup runs (counted as a failure meanwhile). */
  succeeded: boolean | null;
  attempted_at: ColumnType<Date, Date | string | undefined, never>;
}

/** Shareable tracking links of one shipment (domains/tracking/trackingLinks.ts): the token only as its hash. */
export interface TrackingLinksTable {
  id: Generated<number>;
  booking_id: number;
  customer_id: number;
  /** SHA-256 of the token, hex. */
  token_hash: string;
  created_by: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  revoked_by: number | null;
}

export interface LoginAttemptsTable {
  id: Generated<string>;
  account: string;
  client_ip: string;
  /** Null while the password is being checked (counted as a failure meanwhile: migration 0263). */
  succeeded: boolean | null;
  /** 'login' or 'updatepassword' (the old-password check). */
  call: Generated<string>;
  attempted_at: ColumnType<Date, Date | string | undefined, never>;
}

/** One-time links setting the first administrator's password (migration 0262, auth/firstAdmin.ts). */
export interface AdminSetupLinksTable {
  token_hash: string;
  user_id: number;
  expires_at: ColumnType<Date, Date | string, never>;
  created_at: CreatedAt;
}

export interface SysOptionsTable {
  sys_cd: string;
  sys_value1: Generated<string>;
  sys_value2: Generated<string>;
  sys_value3: Generated<string>;
  remark: Generated<string>;
  version: Version;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface RequiredConfigsTable {
  id: Generated<number>;
  menu_cd: string;
  table_name: string;
  field_name: string;
  tri_type: Generated<string>;
  pre_condition: Generated<string>;
  hint_zh: Generated<string>;
  hint_en: Generated<string>;
  hint_tr: Generated<string>;
  version: Version;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** What home_messages.translations holds: the message in languages other than the default. */
export type MessageTranslations = Partial<Record<Language, { title: string; content?: string }>>;

export interface HomeMessagesTable {
  id: Generated<number>;
  customer_id: number | null;
  audience: ColumnType<'all' | 'customer' | 'admin', 'all' | 'customer' | 'admin' | undefined>;
  title: string;
  content: Generated<string>;
  published_at: ColumnType<Date, Date | string | undefined, Date | string>;
  translations: ColumnType<MessageTranslations, string | undefined, string>;
  /** A system message's copy for one recipient (0152): only that user sees it. */
  user_id: number | null;
  system_message_id: number | null;
  version: Version;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface HomeMessageReadsTable {
  message_id: number;
  user_id: number;
  read_at: ColumnType<Date, Date | string | undefined, never>;
}

/** migrations/0005_user_preferences.sql: one row per user and preference key. */
export interface UserPreferencesTable {
  user_id: number;
  pref_key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: UpdatedAt;
}

/** Events the real-time hub pushes (migration 0160: written by triggers, NOTIFYed on f9_hub). */
export interface HubEventsTable {
  /** bigserial: a string from pg (bigint), normalised to a number in connect.ts. */
  id: Generated<number>;
  topic: string;
  audience: ColumnType<'all' | 'customer' | 'admin', 'all' | 'customer' | 'admin' | undefined>;
  customer_id: number | null;
  user_id: number | null;
  ref_id: number | null;
  payload: ColumnType<unknown, string | undefined, string>;
  created_at: Generated<Date>;
}

/** migrations/0140_audit_log.sql: append-only, one row per administrative change. */
export interface AuditLogTable {
  id: Generated<string>;
  at: ColumnType<Date, Date | string | undefined, never>;
  /** Null for a failed login of an account that does not exist. */
  user_id: number | null;
  account: string;
  /** The company the change belongs to; null for the forwarder's own records. */
  customer_id: number | null;
  resource: string;
  operation: string;
  record_id: string | null;
  before: ColumnType<string | null, string | null, never>;
  after: ColumnType<string | null, string | null, never>;
}

export interface Database extends EntityTables {
  customers: CustomersTable;
  orgs: OrgsTable;
  roles: RolesTable;
  users: UsersTable;
  menus: MenusTable;
  menu_removals: MenuRemovalsTable;
  functions: FunctionsTable;
  role_menus: RoleMenusTable;
  role_funcs: RoleFuncsTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  admin_setup_links: AdminSetupLinksTable;
  public_lookups: PublicLookupsTable;
  tracking_links: TrackingLinksTable;
  sys_options: SysOptionsTable;
  required_configs: RequiredConfigsTable;
  home_messages: HomeMessagesTable;
  home_message_reads: HomeMessageReadsTable;
  user_preferences: UserPreferencesTable;
  hub_events: HubEventsTable;
  audit_log: AuditLogTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
