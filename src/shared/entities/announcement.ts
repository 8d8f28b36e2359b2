// An announcement (SPEC §2 /systemmanager/saffiche): shown on the signed-in home (dashboard) of its
// audience — all customers, chosen customers or administrators — only between startsAt and endsAt,
// highest priority first (server/domains/content/visibleAnnouncements.ts).
import type { Stored } from './common';

/** A customer company an announcement is meant for (audience `chosenCustomers`). */
export interface AnnouncementCustomer {
  /**
   * Company code (customers.customer_cd), e.g. DEMO.
   * @title field.announcement.customerCd
   * @pattern ^[A-Za-z0-9_-]{1,20}$
   * @maxLength 20
   * @formatExamples ["DEMO"]
   */
  customerCd: string;
}

/**
 * @title field.entity.announcement
 * @table announcements
 * @keyField title
 * @defaultSort startsAt
 * @display title
 */
export interface Announcement extends Stored {
  /**
   * @title field.announcement.typeCode
   * @reference announcementType
   * @maxLength 20
   */
  typeCode: string;
  /**
   * @title field.announcement.title
   * @minLength 1
   * @maxLength 120
   */
  title: string;
  /**
   * @title field.announcement.titleZh
   * @maxLength 120
   */
  titleZh?: string;
  /**
   * @title field.announcement.content
   * @maxLength 4000
   */
  content?: string;
  /**
   * @title field.announcement.contentZh
   * @maxLength 4000
   */
  contentZh?: string;
  /**
   * @title field.announcement.startsAt
   * @examples ["2026-01-01T00:00:00.000Z"]
   * @format date-time
   * @indexed
   */
  startsAt: string;
  /**
   * @title field.announcement.endsAt
   * @examples ["2026-12-31T00:00:00.000Z"]
   * @format date-time
   */
  endsAt?: string;
  /**
   * @title field.announcement.audience
   */
  audience: 'allCustomers' | 'chosenCustomers' | 'admins';
  /**
   * Higher first.
   * @title field.announcement.priority
   * @asType integer
   * @minimum 0
   * @maximum 9
   */
  priority?: number;
  /**
   * @title field.announcement.customers
   * @childTable announcement_customers
   * @maxItems 1000
   */
  customers?: AnnouncementCustomer[];
}
