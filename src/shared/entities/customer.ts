// A customer company (the customers table of the platform's hand-written migration 0001_platform.sql),
// as administrators pick one: the company a forwarder-written record belongs to (customermerchant's
// form names it by this list). Read only: companies are created with the platform's data, not here.
import type { Stored } from './common';

/**
 * @title field.entity.customer
 * @table customers
 * @handWritten
 * @keyField customerCd
 * @defaultSort name
 * @display name
 */
export interface Customer extends Stored {
  /**
   * @title field.customer.customerCd
   * @maxLength 40
   */
  customerCd: string;
  /**
   * @title field.customer.name
   * @maxLength 200
   */
  name: string;
  /**
   * @title field.customer.isActive
   */
  isActive?: boolean;
}
