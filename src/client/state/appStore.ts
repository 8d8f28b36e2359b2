// App preferences of SPEC §3 (valtio): sidebar, device, language, size, VouDate and transient flags.
// Cookie-backed values are read once at start and written back by the actions below.
import { proxy } from 'valtio';
import { DEFAULT_SIZE, type Language } from '../../shared/constants';
import { Cookies, getCookie, setCookie } from './cookies';

export type Device = 'desktop' | 'mobile';

/** The component sizes of SPEC §3, largest first (the grid's row heights follow them). */
export const APP_SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type AppSize = (typeof APP_SIZES)[number];

export function isAppSize(value: unknown): value is AppSize {
  return typeof value === 'string' && (APP_SIZES as readonly string[]).includes(value);
}

export interface AppState {
  sidebar: { opened: boolean; withoutAnimation: boolean };
  device: Device;
  language: Language;
  size: string;
  /** True once the user picked a language by hand (cookie switchLanguage). */
  switchLanguage: boolean;
  /** Voucher date, YYYY-MM-DD, default today. */
  vouDate: string;
  /** Page name to that page's own status (screens use it to remember e.g. edit/view). */
  pageStatus: Record<string, string>;
  eventEnter: boolean;
  loading: boolean;
  /** Code-library cache on when the system option CODELIBCACHE equals T. */
  codeLibCache: boolean;
}

export function today(at: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

export const appState = proxy<AppState>({
  sidebar: { opened: getCookie(Cookies.sidebarStatus) !== '1', withoutAnimation: false },
  device: 'desktop',
  language: 'zh',
  // An unknown cookie value (hand-edited, older build) falls back to the default.
  size: isAppSize(getCookie(Cookies.size)) ? getCookie(Cookies.size)! : DEFAULT_SIZE,
  switchLanguage: getCookie(Cookies.switchLanguage) === 'true',
  vouDate: getCookie(Cookies.vouDate) || today(),
  pageStatus: {},
  eventEnter: false,
  loading: false,
  codeLibCache: false,
});

export function toggleSidebar(): void {
  appState.sidebar.opened = !appState.sidebar.opened;
  appState.sidebar.withoutAnimation = false;
  setCookie(Cookies.sidebarStatus, appState.sidebar.opened ? '0' : '1');
}

/** Force-close, e.g. on mobile after a route change; without animation when the layout jumps. */
export function closeSidebar(withoutAnimation: boolean): void {
  appState.sidebar.opened = false;
  appState.sidebar.withoutAnimation = withoutAnimation;
  setCookie(Cookies.sidebarStatus, '1');
}

export function setDevice(device: Device): void {
  appState.device = device;
}

/** Unknown sizes are refused so that the state and cookie only ever hold one of APP_SIZES. */
export function setSize(size: string): void {
  if (!isAppSize(size)) throw new Error(`Unknown size: ${size}`);
  appState.size = size;
  setCookie(Cookies.size, size);
}

export function setVouDate(date: string): void {
  appState.vouDate = date;
  setCookie(Cookies.vouDate, date);
}

export function setPageStatus(page: string, status: string): void {
  appState.pageStatus[page] = status;
}

/** From the client data's sysoption list: CODELIBCACHE = T turns the code-library cache on. */
export function applySysOptions(options: Array<{ SysCd: string; SysValue1?: string | null }>): void {
  appState.codeLibCache = options.some((o) => o.SysCd === 'CODELIBCACHE' && o.SysValue1 === 'T');
}
