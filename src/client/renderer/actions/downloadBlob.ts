// Saves a Blob as a file through a temporary link (the export's csv, a document a call answers).
import type { FileAnswer } from '../../../shared/wire/fileAnswer';

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves a file an action answered (`result.file`), its content base64 text. */
export function saveFile(file: FileAnswer): void {
  const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
  downloadBlob(new Blob([bytes], { type: file.mediaType || 'application/octet-stream' }), file.fileName);
}
