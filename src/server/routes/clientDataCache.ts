// The shared parts of client data (menus per set of roles, required-field rules, system options) held
// per client_data_version (migration 0040: a trigger bumps it on any change to their tables). Each call
// reads only that one row: four queries per login became two, and a change still shows at once.
import { type Kysely, sql } from 'kysely';
import type { WireMenu } from '../../shared/wire/clientData';
import type { RequiredConfig } from '../../shared/requiredConfig/reqItem';
import type { Principal } from '../auth/access';
import type { Database } from '../db/schema';
import { loadRequiredConfigList } from '../requiredConfig/load';

type SysOption = { SysCd: string; SysValue1: string; SysValue2: string; SysValue3: string };

export interface ClientDataLoaders {
  menus(db: Kysely<Database>, principal: Principal): Promise<WireMenu[]>;
  sysOptions(db: Kysely<Database>): Promise<SysOption[]>;
}

/** Distinct role sets are few; the bound only guards against a runaway number. */
const MAX_ROLE_SETS = 1000;

export interface ClientDataCache {
  /** The version now, read from the database on every call. */
  version(): Promise<string>;
  menus(version: string, principal: Principal): Promise<WireMenu[]>;
  requiredConfigList(version: string): Promise<RequiredConfig[]>;
  sysOptions(version: string): Promise<SysOption[]>;
}

export function createClientDataCache(db: Kysely<Database>, load: ClientDataLoaders): ClientDataCache {
  let held: { version: string; parts: Map<string, Promise<unknown>> } | null = null;

  /** The part for this version, read once; a failed read is not kept, so the next call reads again. */
  function part<T>(version: string, key: string, read: () => Promise<T>): Promise<T> {
    if (!held || held.version !== version) held = { version, parts: new Map() };
    const parts = held.parts;
    const hit = parts.get(key);
    if (hit) return hit as Promise<T>;
    if (parts.size >= MAX_ROLE_SETS) parts.clear();
    const value = read();
    parts.set(key, value);
    value.catch(() => parts.get(key) === value && parts.delete(key));
    return value;
  }

  return {
    async version() {
      const { rows } = await sql<{ version: string }>`SELECT version::text AS version FROM client_data_version WHERE id = 1`.execute(db);
      return rows[0]?.version ?? '0';
    },
    menus: (version, principal) => part(version, `menus:${[...principal.roleIds].sort((a, b) => a - b).join(',')}`, () => load.menus(db, principal)),
    requiredConfigList: (version) => part(version, 'requiredConfigList', () => loadRequiredConfigList(db)),
    sysOptions: (version) => part(version, 'sysoption', () => load.sysOptions(db)),
  };
}
