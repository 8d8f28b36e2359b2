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
  const [, y, mo, d, h, mi, s] = m.map(Number);
  const utc = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  // Each part read back as written: no 30 February, no hour 24, no year 0099 taken as 1999.
  if (utc.getUTCFullYear() !== y || utc.getUTCMonth() !== mo - 1 || utc.getUTCDate() !== d || utc.getUTCHours() !== h || utc.getUTCMinutes() !== mi || utc.getUTCSeconds() !== s) return null;
  return new Date(utc.getTime() - CHINA_OFFSET_MS);
}
