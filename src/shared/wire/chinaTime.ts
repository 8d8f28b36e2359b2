// Timestamps on the wire are China time (Asia/Shanghai, UTC+8 all year, no daylight saving).
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai. */
export function formatChinaTimestamp(at: Date = new Date()): string {
  const d = new Date(at.getTime() + CHINA_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(
    d.getUTCMinutes(),
  )}:${pad(d.getUTCSeconds())}`;
}

/** Parses `YYYY-MM-DD HH:mm:ss` (China time); null when it is not one. */
export function parseChinaTimestamp(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = [+m[1], +m[2], +m[3], +m[4], +m[5], +m[6]];
  // Four-digit years only (Date.UTC reads 0-99 as 1900-1999), no hour 24, no 30 February.
  if (y < 1000 || mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return null;
  const utc = Date.UTC(y, mo - 1, d, h, mi, s);
  if (new Date(utc).getUTCDate() !== d) return null;
  return new Date(utc - CHINA_OFFSET_MS);
}
