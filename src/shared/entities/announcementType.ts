// A kind of announcement (SPEC §2 /systemmanager/afficheType): schedule change, holiday, rate notice …
import type { CodeNames } from './codeNaming';
import type { Stored } from './common';

/**
 * @title field.entity.announcementType
 * @table announcement_types
 * @keyField code
 * @defaultSort sno
 * @display {"en":"nameEn","zh":"nameZh","tr":"nameTr","es":"nameEs"}
 */
export interface AnnouncementType extends CodeNames, Stored {
  /**
   * @title field.announcementType.code
   * @pattern ^[A-Za-z][A-Za-z0-9_]{1,19}$
   * @maxLength 20
   * @formatExamples ["holiday"]
   * @indexed
   */
  code: string;
}
