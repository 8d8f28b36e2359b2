// A system message (SPEC §2 /systemmanager/sMessage) to chosen users: sending it writes one home
// message per recipient (home_messages.user_id), which their home messages list and they mark read.
import type { Stored } from './common';

/** A recipient, by login account: picked from the active accounts (recipientAccount), checked on every write. */
export interface MessageRecipient {
  /**
   * @title field.systemMessage.account
   * @reference recipientAccount
   * @minLength 1
   * @maxLength 50
   * @formatExamples ["demo.clerk"]
   */
  account: string;
}

/**
 * @title field.entity.systemMessage
 * @table system_messages
 * @keyField title
 * @defaultSort id
 * @display title
 */
export interface SystemMessage extends Stored {
  /**
   * @title field.systemMessage.title
   * @minLength 1
   * @maxLength 120
   */
  title: string;
  /**
   * @title field.systemMessage.titleZh
   * @maxLength 120
   */
  titleZh?: string;
  /**
   * @title field.systemMessage.content
   * @maxLength 4000
   */
  content?: string;
  /**
   * @title field.systemMessage.contentZh
   * @maxLength 4000
   */
  contentZh?: string;
  /**
   * Set by the send action.
   * @title field.systemMessage.sentAt
   * @format date-time
   * @readOnly true
   */
  sentAt?: string;
  /**
   * @title field.systemMessage.recipients
   * @childTable system_message_recipients
   * @maxItems 1000
   */
  recipients?: MessageRecipient[];
}
