// A kind of announcement (SPEC §2 /systemmanager/afficheType): schedule change, holiday, rate notice …
import type { Stored } from './common';

/**
 * @title field.entity.announcementType
 * @table announcement_types
 * @keyField code
 * @defaultSort sno
 * @display {"en":"nameEn","zh":"nameZh"}
 */
export interface AnnouncementType extends Stored {
  /**
   * @title field.announcementType.code
   * @pattern ^[A-Za-z][A-Za-z0-9_]{1,19}$
   * @maxLength 20
   * @formatExamples ["holiday"]
   * @indexed
   */
  code: string;
  /**
   * @title field.announcementType.nameEn
   * @minLength 1
   * @maxLength 60
   */
  nameEn: string;
  /**
   * @title field.announcementType.nameZh
   * @maxLength 60
   */
  nameZh?: string;
  /**
   * @title field.announcementType.nameTr
   * @maxLength 60
   */
  nameTr?: string;
  /**
   * @title field.announcementType.nameEs
   * @maxLength 60
   */
  nameEs?: string;
  /**
   * @title field.announcementType.sno
   * @asType integer
   * @minimum 0
   * @maximum 9999
   */
  sno?: number;
  /**
   * @title field.announcementType.active
   */
  active?: boolean;
}
