// The import file types the engine reads, told by the file name's extension.
export type ImportFileKind = 'csv' | 'xlsx';

export function fileKindOf(fileName: string): ImportFileKind | null {
  const ext = fileName.toLowerCase().split('.').pop();
  if (ext === 'csv') return 'csv';
  if (ext === 'xlsx') return 'xlsx';
  return null;
}

/** Why a picked file is refused before it is sent, if it is: its extension is not `accept`ed (jpeg counts as jpg), or it is over `maxBytes`. The server checks again (by content). */
export function pickRefusal(file: { name: string; size: number }, accept: readonly string[], maxBytes: number): 'type' | 'size' | null {
  const ext = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!accept.includes(ext) && !(ext === 'jpeg' && accept.includes('jpg'))) return 'type';
  return file.size > maxBytes ? 'size' : null;
}

/** A file's size as the dialogs and lists show it: bytes under 1 KB, then KB or MB with one decimal. */
export function formatBytes(bytes: unknown): string {
  const n = Number(bytes);
  if (!Number.isFinite(n) || n < 0) return '';
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / (1024 * 1024)).toFixed(1)} MB`;
}
