// An account a system message may be sent to (the sMessage screen's recipient picker): every active
// login with its name and company, read from the users table through a view (migration 0210). Nobody
// writes it here: the engine serves it read only, and to administrators only.
import type { Stored } from './common';

/**
 * @title field.entity.recipientAccount
 * @table recipient_accounts
 * @handWritten
 * @keyField account
 * @defaultSort account
 * @display displayName
 */
export interface RecipientAccount extends Stored {
  /**
   * Login name: what a system message's recipient line holds.
   * @title field.recipientAccount.account
   * @maxLength 50
   * @indexed
   */
  account: string;
  /**
   * The person's name and their company ("Chen Li · Demo Trading Co."), or the account when neither is known.
   * @title field.recipientAccount.displayName
   * @maxLength 200
   */
  displayName: string;
  /**
   * @title field.recipientAccount.realName
   * @maxLength 100
   */
  realName?: string;
  /**
   * @title field.recipientAccount.userType
   */
  userType: 'admin' | 'customer';
  /**
   * The customer company (none for the forwarder's own administrators).
   * @title field.recipientAccount.companyName
   * @maxLength 200
   */
  companyName?: string;
}
