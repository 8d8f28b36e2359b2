// The screens whose grant was taken away while shown (liveAccess.ts fills it): CatchAll sends such a
// path to the dashboard, the notice having said why, not to /401. Apart so CatchAll loads nothing more.
const revoked = new Set<string>();
const key = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();

export function wasRevoked(pathname: string): boolean {
  return revoked.has(key(pathname));
}

/** The screens now revoked (the last read's); earlier ones are forgotten. */
export function setRevoked(paths: readonly string[]): void {
  revoked.clear();
  for (const path of paths) revoked.add(key(path));
}
