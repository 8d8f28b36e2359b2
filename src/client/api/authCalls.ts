// The named calls of SPEC §7 the shell makes: log-in, client data, log-out, password, site name,
// site settings, version, home menus and home messages. Shapes follow the server contract of the brief.
// Those the signed-out home page makes before it paints (site name, home menus) are called here
// directly, not through the query layer, whose library is not part of that page (queryClient.ts).
import { Calls, SITE_SETTINGS_PATH, VERSION_PATH } from '../../shared/wire/calls';
import type { ListResult } from '../../shared/wire/envelope';
import type { Role, SessionUser } from '../state/session';
import { request } from './request';

import type { RequiredConfig, SysOption, WireMenu } from '../../shared/wire/clientData';

export type { RequiredConfig, SysOption, WireMenu as ServerMenu };
type ServerMenu = WireMenu;

export interface ClientData {
  menus: ServerMenu[];
  Routers: string[];
  buttons: Array<{ FuncId: string }>;
  user: SessionUser;
  requiredConfigList: RequiredConfig[];
  sysoption: SysOption[];
  /** The hub's newest event id when this was read: the page's hub connection starts there. */
  hubSince?: number;
}

export interface LoginAnswer {
  token: { Id: string };
  orglist: unknown[];
  user?: SessionUser;
}

export interface SiteSettings {
  isLanguage?: boolean;
  homePageUrl?: string;
  defaultLanguage?: string;
  isFooter?: boolean;
  companyRight?: string;
  bah?: string;
  comAdd?: string;
  comEmail?: string;
  logoWidth?: number | string;
  logoHeight?: number | string;
}

export interface HomeMessage {
  Id: number;
  Title: string;
  Content: string;
  PublishedAt: string;
  IsRead: boolean;
}

export function login(role: Role, name: string, password: string): Promise<LoginAnswer> {
  return request<LoginAnswer>(role === 'admin' ? Calls.adminLogin : Calls.customerLogin, {
    method: 'POST',
    data: { data: { name: name.trim(), password } },
  });
}

export function fetchClientData(role: Role): Promise<ClientData> {
  return request<ClientData>(role === 'admin' ? Calls.adminClientData : Calls.customerClientData, { silent: true });
}

export function logoutCall(): Promise<unknown> {
  return request(Calls.logout, { method: 'POST', data: { logout: true }, silent: true });
}

export function updatePassword(oldpassword: string, password: string): Promise<unknown> {
  return request(Calls.updatePassword, { method: 'PUT', data: { oldpassword, password } });
}

export function saveCurrOrg(orginfo: unknown): Promise<unknown> {
  return request(Calls.saveCurrOrg, { method: 'POST', data: { orginfo } });
}

export async function fetchSiteName(): Promise<string | null> {
  const data = await request<{ SiteName?: string } | null>(Calls.siteName, { silent: true });
  return data?.SiteName?.trim() || null;
}

export function fetchHomeMessages(size = 20, silent = false, signal?: AbortSignal): Promise<ListResult<HomeMessage>> {
  return request<ListResult<HomeMessage>>(Calls.homeMessages, { params: { current: 1, size }, silent, signal });
}

export function markHomeMessage(keyid: string | number): Promise<unknown> {
  return request(Calls.homeMessages, { method: 'PUT', data: { keyid } });
}

/** A menu entry of the public home page; RequireAuth entries open the login dialog when signed out. */
export interface HomeMenu {
  Name: string;
  Path: string;
  Title: string;
  Icon: string;
  Sno: number;
  Parent: string | null;
  RequireAuth?: boolean;
}

export async function fetchHomeMenus(): Promise<HomeMenu[]> {
  const data = await request<{ menus?: HomeMenu[] } | null>(Calls.homeMenu, { silent: true });
  return data?.menus ?? [];
}

/** The day id the site settings are cached by (SPEC §7: "date id; cached per day"). */
export function dayId(at: Date = new Date()): string {
  return `${at.getFullYear()}${String(at.getMonth() + 1).padStart(2, '0')}${String(at.getDate()).padStart(2, '0')}`;
}

/** Site settings live beside the app, not under /f9api; a missing file means defaults. */
export async function fetchSiteSettings(): Promise<SiteSettings> {
  try {
    const response = await fetch(`${SITE_SETTINGS_PATH}?date=${dayId()}`, { credentials: 'include' });
    if (!response.ok) return {};
    const body = (await response.json()) as unknown;
    return typeof body === 'object' && body !== null ? (body as SiteSettings) : {};
  } catch {
    return {};
  }
}

/** The deployed version; null when it cannot be read (then no reload is attempted). */
export async function fetchDeployedVersion(): Promise<string | null> {
  try {
    const response = await fetch(`${VERSION_PATH}?timestamp=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { version?: unknown };
    return typeof body.version === 'string' ? body.version : null;
  } catch {
    return null;
  }
}
