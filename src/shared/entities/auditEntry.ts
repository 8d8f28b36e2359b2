// One row of the audit log (migrations/0140_audit_log.sql, hand-written: the table is append-only).
// Written only by the server (audit/auditLog.ts), for every writer; administrators read it on
// systemmanager/auditLog, a company administrator the rows of the own company (customer-scoped).
/**
 * @title field.entity.auditEntry
 * @table audit_log
 * @handWritten
 * @customerScoped
 * @keyField id
 * @defaultSort at
 */
export interface AuditEntry {
  /**
   * @title field.auditEntry.id
   * @asType integer
   * @readOnly true
   */
  id: number;
  /**
   * @title field.auditEntry.at
   * @format date-time
   * @readOnly true
   */
  at: string;
  /**
   * The company the change belongs to: the customer user's own, or that of the record an administrator
   * changed; none for the forwarder's own records.
   * @title field.common.customerId
   * @asType integer
   * @readOnly true
   */
  customerId?: number;
  /**
   * The company, for the staff's company filter (the stored company column is the scope's, never a filter's).
   * @title field.auditEntry.customerId
   * @asType integer
   * @computed
   */
  companyId?: number;
  /**
   * The company's name.
   * @title field.auditEntry.customerId
   * @computed
   */
  customerName?: string;
  /**
   * The account that acted (copied: the trail outlives the account).
   * @title field.auditEntry.account
   * @readOnly true
   */
  account: string;
  /**
   * @title field.auditEntry.resource
   * @readOnly true
   */
  resource: string;
  /**
   * create, update, delete, import or a named action.
   * @title field.auditEntry.operation
   * @readOnly true
   */
  operation: string;
  /**
   * The kind of record in the reader's language: the entity's title (Address / 地址), or the sign-in.
   * @title field.auditEntry.resourceTitle
   * @computed
   */
  resourceTitle?: string;
  /**
   * What was done in the reader's language (Updated / 修改, Failed login, Set grants).
   * @title field.auditEntry.operationTitle
   * @computed
   */
  operationTitle?: string;
  /**
   * What changed, field by field under the entity's field titles: "City: Ningbo → Shanghai".
   * @title field.auditEntry.changes
   * @computed
   */
  changes?: string;
  /**
   * @title field.auditEntry.recordId
   * @readOnly true
   */
  recordId?: string;
  /**
   * The record before the change, as JSON text (secrets redacted).
   * @title field.auditEntry.before
   * @readOnly true
   */
  before?: string;
  /**
   * The record after the change, as JSON text (secrets redacted).
   * @title field.auditEntry.after
   * @readOnly true
   */
  after?: string;
}
