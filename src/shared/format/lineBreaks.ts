// Line breaks to <br/> for places that render HTML (message bodies). The text is HTML-escaped
// first, so nothing a user typed can become markup: '<script>' comes out as '&lt;script&gt;'.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** Escaped text with each \r\n, \r or \n as <br/>. Non-strings give ''. */
export function lineBreaksToHtml(text: unknown): string {
  if (typeof text !== 'string') return '';
  return escapeHtml(text).replace(/\r\n|\r|\n/g, '<br/>');
}
