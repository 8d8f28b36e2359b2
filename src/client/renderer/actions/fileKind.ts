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
