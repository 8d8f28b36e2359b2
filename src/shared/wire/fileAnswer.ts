// A file an action answers with (a bill, a statement, a report as xlsx): base64 text inside the
// envelope, as `{ file: FileAnswer, … }`. A call action's `result.file` names where it sits; the
// browser saves it as the answer arrives.

export interface FileAnswer {
  fileName: string;
  /** IANA media type, e.g. XLSX_MEDIA_TYPE. */
  mediaType: string;
  base64: string;
}

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF_MEDIA_TYPE = 'application/pdf';

/** Is this value a file answer (a name and base64 content; the media type may be missing)? */
export function isFileAnswer(value: unknown): value is FileAnswer {
  const v = value as Partial<FileAnswer> | null | undefined;
  return !!v && typeof v === 'object' && typeof v.fileName === 'string' && typeof v.base64 === 'string';
}
