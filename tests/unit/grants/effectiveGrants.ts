// Every domain resource's effective grants as the permission hook sees them: who writes (the first
// writer names the FuncIds and the required-field rules), each write and named action's access, and
// who reads. The write grants moving from domain code to the page files (issue 43) left them the same.
import { DOMAIN_RESOURCES } from '../../../src/server/domains';
import { AUDIT_ENTRY_RESOURCE } from '../../../src/server/domains/access/resources';
import { accessOf } from '../../../src/server/resources/registry';

export function effectiveGrants(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const def of [...DOMAIN_RESOURCES, AUDIT_ENTRY_RESOURCE]) {
    const access: Record<string, unknown> = {};
    for (const op of ['read', 'create', 'update', 'delete', 'import'] as const) access[op] = accessOf(def, op);
    for (const action of def.actions) access[`action ${action.name}`] = accessOf(def, action);
    out[def.name] = {
      writes: def.writes.map((g) => `${g.audience}:${g.menu}`),
      menuCd: def.menuCd,
      funcIds: def.funcIds,
      adminWritten: def.adminWritten,
      read: def.read.map((g) => `${g.audience}:${g.menu}`).sort(),
      access,
    };
  }
  return out;
}
