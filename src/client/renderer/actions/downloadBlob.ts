// Saves a Blob as a file through a temporary link (the export's csv, a document a call answers).
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

/** A call's file answer `{ fileName, mimeType, base64 }` (CallAction `download`), saved as that file. */
export function saveFileAnswer(answer: unknown): void {
  const file = answer as { fileName?: unknown; mimeType?: unknown; base64?: unknown } | null;
  if (!file || typeof file.fileName !== 'string' || typeof file.base64 !== 'string') throw new Error('the answer is not a file');
  const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
  downloadBlob(new Blob([bytes], { type: typeof file.mimeType === 'string' ? file.mimeType : 'application/octet-stream' }), file.fileName);
}
