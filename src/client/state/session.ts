// The signed-in session, stored locally (SPEC §4): token, role (admin or customer), user and CurrOrg.
// Signing out clears all of them; every cached answer is cleared by the caller (api/session.ts).
export type Role = 'admin' | 'customer';

export interface SessionUser {
  UserId?: number;
  Account?: string;
  RealName?: string;
  NickName?: string;
  Saler?: string;
  CustomerId?: number | null;
  CusRoleId?: number | null;
  CustomerCd?: string;
  CustomerName?: string;
  CompanyName?: string;
  UserType?: string | number;
  Avatar?: string;
  [key: string]: unknown;
}

const TOKEN_KEY = 'F9-Token';
const ROLE_KEY = 'F9-Roles';
const USER_KEY = 'F9-User';
const ORG_KEY = 'CurrOrg';
/** Guest session token (SPEC §3): JSON in session storage. */
export const GUEST_TOKEN_KEY = 'Guest-Token';

export function getToken(): string {
  return localStorage.getItem(TOKEN_KEY) ?? '';
}

export function getRole(): Role {
  return localStorage.getItem(ROLE_KEY) === 'admin' ? 'admin' : 'customer';
}

export function getStoredUser(): SessionUser | null {
  return readJson<SessionUser>(localStorage.getItem(USER_KEY));
}

export function getCurrOrg(): unknown {
  return readJson(localStorage.getItem(ORG_KEY));
}

/** One of the user's organisations (login's orglist, client data's user.orglist). */
export interface SessionOrg {
  OrgId: number;
  OrgCd?: string;
  OrgName?: string;
}

function isSessionOrg(value: unknown): value is SessionOrg {
  return typeof value === 'object' && value !== null && Number.isInteger((value as SessionOrg).OrgId);
}

/** The stored user's organisations; malformed entries are dropped. */
export function getOrgList(): SessionOrg[] {
  const list = getStoredUser()?.orglist;
  return Array.isArray(list) ? list.filter(isSessionOrg) : [];
}

/** The current organisation's id, or null when none is stored. */
export function getCurrOrgId(): number | null {
  const org = getCurrOrg();
  return isSessionOrg(org) ? org.OrgId : null;
}

export function storeCurrOrg(org: SessionOrg): void {
  localStorage.setItem(ORG_KEY, JSON.stringify(org));
}

/** What a log-in stores, key by key (also written by the end-to-end tests' sign-in without the dialog). */
export function sessionEntries(token: string, role: Role, user: SessionUser | null, currOrg: unknown): Array<[key: string, value: string]> {
  const entries: Array<[string, string]> = [
    [TOKEN_KEY, token],
    [ROLE_KEY, role],
  ];
  if (user) entries.push([USER_KEY, JSON.stringify(user)]);
  if (currOrg !== undefined && currOrg !== null) entries.push([ORG_KEY, JSON.stringify(currOrg)]);
  return entries;
}

export function storeSession(token: string, role: Role, user: SessionUser | null, currOrg: unknown): void {
  for (const [key, value] of sessionEntries(token, role, user, currOrg)) localStorage.setItem(key, value);
}

/** The organisation the user last chose (kept by the server) while it is still theirs, else the first. */
export function initialOrg(orglist: unknown[] | undefined, saved: unknown): unknown {
  const savedId = saved && typeof saved === 'object' ? (saved as { OrgId?: unknown }).OrgId : undefined;
  const match = orglist?.find((org) => org && typeof org === 'object' && (org as { OrgId?: unknown }).OrgId === savedId);
  return savedId !== undefined && match ? match : (orglist?.[0] ?? null);
}

export function storeUser(user: SessionUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearSession(): void {
  for (const key of [TOKEN_KEY, ROLE_KEY, USER_KEY, ORG_KEY]) localStorage.removeItem(key);
  sessionStorage.removeItem(GUEST_TOKEN_KEY);
}

export function hasToken(): boolean {
  return getToken() !== '';
}

function readJson<T = unknown>(text: string | null): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
