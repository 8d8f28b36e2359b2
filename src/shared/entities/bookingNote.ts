// A booking precaution (SPEC §2 /systemmanager/bookingNotes): markdown shown on the booking form of its
// mode, for every route or one lane (pol/pod), in the reader's language (rendered safely: no HTML).
import type { Stored } from './common';

/**
 * @title field.entity.bookingNote
 * @table booking_notes
 * @keyField title
 * @defaultSort sno
 * @display {"en":"title","zh":"titleZh","tr":"titleTr","es":"titleEs"}
 */
export interface BookingNote extends Stored {
  /**
   * @title field.bookingNote.mode
   * @indexed
   */
  mode: 'SEA' | 'RAIL' | 'AIR' | 'TRUCK';
  /**
   * Empty: every port of loading.
   * @title field.bookingNote.pol
   * @reference location
   * @maxLength 5
   */
  pol?: string;
  /**
   * Empty: every port of discharge.
   * @title field.bookingNote.pod
   * @reference location
   * @maxLength 5
   */
  pod?: string;
  /**
   * @title field.bookingNote.title
   * @minLength 1
   * @maxLength 120
   */
  title: string;
  /**
   * @title field.bookingNote.titleZh
   * @maxLength 120
   */
  titleZh?: string;
  /**
   * @title field.bookingNote.titleTr
   * @maxLength 120
   */
  titleTr?: string;
  /**
   * @title field.bookingNote.titleEs
   * @maxLength 120
   */
  titleEs?: string;
  /**
   * @title field.bookingNote.bodyEn
   * @maxLength 4000
   */
  bodyEn?: string;
  /**
   * @title field.bookingNote.bodyZh
   * @maxLength 4000
   */
  bodyZh?: string;
  /**
   * @title field.bookingNote.bodyTr
   * @maxLength 4000
   */
  bodyTr?: string;
  /**
   * @title field.bookingNote.bodyEs
   * @maxLength 4000
   */
  bodyEs?: string;
  /**
   * @title field.bookingNote.sno
   * @asType integer
   * @minimum 0
   * @maximum 9999
   */
  sno?: number;
  /**
   * @title field.bookingNote.active
   */
  active?: boolean;
}
