// The import file types the engine reads, told by the file name's extension.
export type ImportFileKind = 'csv' | 'xlsx';

export function fileKindOf(fileName: string): ImportFileKind | null {
  const ext = fileName.toLowerCase().split('.').pop();
  if (ext === 'csv') return 'csv';
  if (ext === 'xlsx') return 'xlsx';
  return null;
}
