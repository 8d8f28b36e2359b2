// A document an action answers with: the client's call action with `download` saves it as a file.
export interface FileAnswer {
  fileName: string;
  mimeType: string;
  base64: string;
}

export const fileAnswer = (fileName: string, mimeType: string, content: Buffer): FileAnswer => ({ fileName, mimeType, base64: content.toString('base64') });
