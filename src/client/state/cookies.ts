// Tiny cookie helpers: the shell keeps smartLanguage, switchLanguage, size, VouDate, sidebarStatus and
// the culture cookie (SPEC §9), readable by the server too.
export function getCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return undefined;
}

/** `days` absent: a session cookie. */
export function setCookie(name: string, value: string, days?: number): void {
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
  if (days !== undefined) cookie += `; max-age=${Math.round(days * 86_400)}`;
  // the Cookie Store API is async and missing in Firefox/Safari.
  document.cookie = cookie;
}

export function removeCookie(name: string): void {
  // see setCookie.
  document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** The cookie names the shell owns, in one place. */
export const Cookies = {
  smartLanguage: 'smartLanguage',
  switchLanguage: 'switchLanguage',
  size: 'size',
  vouDate: 'VouDate',
  sidebarStatus: 'sidebarStatus',
  culture: 'culture',
} as const;
