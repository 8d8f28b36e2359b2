// HTML to plain text without a DOM (the server uses it too): drops comments, script and style
// bodies and tags, turns <br> and the ends of block elements into line breaks, then decodes
// character references once. The result is text, to be shown as text.

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  yen: '¥',
  euro: '€',
  middot: '·',
  laquo: '«',
  raquo: '»',
};

const TAG = /<\/?[a-zA-Z][^\s/>]*(?:[^>"']|"[^"]*"|'[^']*')*>/g;
const BLOCK_END = /<(?:br\s*\/?|\/(?:p|div|li|tr|h[1-6]|blockquote|pre|table|ul|ol))\s*>/gi;

function decodeReference(whole: string, body: string): string {
  if (body[0] === '#') {
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    const valid = Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
    return valid ? String.fromCodePoint(code) : '\uFFFD';
  }
  return NAMED[body] ?? whole;
}

export function htmlToText(html: unknown): string {
  if (typeof html !== 'string') return '';
  return html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, '')
    .replace(/<![^>]*>/g, '')
    .replace(BLOCK_END, '\n')
    .replace(TAG, '')
    .replace(/&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]+);/g, decodeReference)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
