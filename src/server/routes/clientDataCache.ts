// The shared parts of client data (menus per set of roles, required-field rules, system options) held
// per client_data_version (migration 0040: a trigger bumps it on any change to their tables). The version
// itself is held too while this process listens (0240: the trigger NOTIFYs each new version on
// f9_client_data); without a listener each call reads that one row.
import { type Kysely, sql } from 'kysely';
import type { Invalidations } from '../db/invalidations';
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

export const CLIENT_DATA_CHANNEL = 'f9_client_data';

/** Distinct role sets are few; the bound only guards against a runaway number. */
const MAX_ROLE_SETS = 1000;

export interface ClientDataCache {
  /** The version now: as last notified, or read from the database when not listening or `fresh`. */
  version(fresh?: boolean): Promise<string>;
  menus(version: string, principal: Principal): Promise<WireMenu[]>;
  requiredConfigList(version: string): Promise<RequiredConfig[]>;
  sysOptions(version: string): Promise<SysOption[]>;
}

export function createClientDataCache(db: Kysely<Database>, load: ClientDataLoaders, invalidations?: Invalidations): ClientDataCache {
  let held: { version: string; parts: Map<string, Promise<unknown>> } | null = null;
  let heldVersion: string | null = null;
  // Bumped by every notification and reset: a read that began before one is not kept.
  let generation = 0;
  invalidations?.on(CLIENT_DATA_CHANNEL, (version) => {
    generation++;
    // Notifications come in commit order, and so do the versions: the last one is the newest.
    heldVersion = invalidations.listening ? version : null;
  });
  invalidations?.onReset(() => {
    generation++;
    heldVersion = null;
  });

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
    async version(fresh = false) {
      if (heldVersion !== null && !fresh) return heldVersion;
      const ticket = generation;
      const { rows } = await sql<{ version: string }>`SELECT version::text AS version FROM client_data_version WHERE id = 1`.execute(db);
      const version = rows[0]?.version ?? '0';
      if (invalidations?.listening && ticket === generation) heldVersion = version;
      return version;
    },
    menus: (version, principal) => part(version, `menus:${[...principal.roleIds].sort((a, b) => a - b).join(',')}`, () => load.menus(db, principal)),
    requiredConfigList: (version) => part(version, 'requiredConfigList', () => loadRequiredConfigList(db)),
    sysOptions: (version) => part(version, 'sysoption', () => load.sysOptions(db)),
  };
}
