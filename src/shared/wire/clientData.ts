// Shapes of the client-data call (SPEC §3 "client-data response"), shared so server and client agree.
export type { RequiredConfig } from '../requiredConfig/reqItem';

/** A granted menu entry (SPEC §3 "permission entry from the server"). */
export interface WireMenu {
  Name: string;
  Path: string;
  /** i18n key of the title. */
  Title: string;
  Icon: string;
  Sno: number;
  Hidden: boolean;
  NoCache: boolean;
  /** Name of the main-menu parent; null for top-level groups. */
  Parent: string | null;
  /** For hidden pages: the visible menu item kept active while it is open. */
  ActiveMenu?: string | null;
}

/** A system option (SPEC §3). */
export interface SysOption {
  SysCd: string;
  SysValue1: string | null;
  SysValue2: string | null;
  SysValue3: string | null;
}
