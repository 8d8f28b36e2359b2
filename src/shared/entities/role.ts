// A role (the roles table of the platform's hand-written migration 0001_platform.sql): administrators'
// roles (audience admin) and customer roles (audience customer, e.g. one without billing). Its grants
// (menus and FuncIds) are read as the computed field grants and written only by the named action
// setGrants of domains/access, checked against the role's audience.
import type { Stored } from './common';

/**
 * @title field.entity.role
 * @table roles
 * @handWritten
 * @keyField roleCd
 * @defaultSort roleCd
 * @display name
 */
export interface Role extends Stored {
  /**
   * Unique code, e.g. CUS_NO_BILLING.
   * @title field.role.roleCd
   * @minLength 1
   * @maxLength 40
   * @pattern ^[A-Z][A-Z0-9_]*$
   * @formatExamples ["CUS_NO_BILLING"]
   */
  roleCd: string;
  /**
   * @title field.role.name
   * @minLength 1
   * @maxLength 100
   */
  name: string;
  /**
   * Whose role it is: only customer menus may be granted to a customer role, only admin menus to an admin role.
   * @title field.role.audience
   */
  audience: 'admin' | 'customer';
  /**
   * @title field.role.remark
   * @maxLength 500
   */
  remark?: string;
  /**
   * The menus and FuncIds granted, sorted and comma-separated (changed only by the named action setGrants).
   * @title field.role.grants
   * @computed
   * @readOnly true
   */
  grants?: string;
}
