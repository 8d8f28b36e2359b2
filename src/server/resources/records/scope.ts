// The scope step of every pipeline: which company's rows a caller reaches, narrowed by the resource's
// own row scope for the operation (ResourceHooks.rowScope).
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../auth/access';
import { forbidden } from '../../http/apiError';
import type { HookOperation, ResourceDef, Scope } from '../types';

/** The company scope, narrowed by the resource's own row scope for this operation. */
export function scopeOf(def: ResourceDef, principal: Principal, operation: HookOperation = 'read'): Scope {
  const scope = companyScopeOf(def, principal);
  const rows = def.hooks.rowScope?.(principal, operation);
  return rows ? { ...scope, rows } : scope;
}

function companyScopeOf(def: ResourceDef, principal: Principal): Scope {
  if (def.ownedThrough) {
    if (principal.kind === 'admin') return { customerId: null };
    if (principal.customerId === null) throw forbidden();
    return { customerId: principal.customerId };
  }
  if (!def.customerScoped) return { customerId: null };
  // Company-owned rows the forwarder writes: administrators work across companies (companyChoice.ts).
  if (def.adminWritten && principal.kind === 'admin') return { customerId: null };
  if (principal.customerId === null) throw forbidden();
  return { customerId: principal.customerId };
}

/** The caller of a route over a company's own records (a booking's documents, its links): a company's user, else forbidden. */
export function companyUserOf(request: FastifyRequest): Principal {
  if (!request.principal || request.principal.customerId === null) throw forbidden();
  return request.principal;
}
