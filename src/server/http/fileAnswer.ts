// The answer of an action that hands back a document: `{ file: { fileName, mediaType, base64 } }`
// (src/shared/wire/fileAnswer.ts), which the page's call action saves through its `result.file`.
import type { FileAnswer } from '../../shared/wire/fileAnswer';

export function fileAnswer(fileName: string, mediaType: string, content: Buffer): { file: FileAnswer } {
  return { file: { fileName, mediaType, base64: content.toString('base64') } };
}
