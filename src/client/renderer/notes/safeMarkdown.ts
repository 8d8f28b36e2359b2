// Markdown to HTML that cannot run anything: raw HTML in the text (blocks and inline tags) is
// escaped and shown as text, links and images keep only http, https and mailto addresses, and the
// rest is what marked builds from plain markdown (its text is escaped by marked itself).
import { Marked, type Tokens } from 'marked';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const SAFE_URL = /^(https?:|mailto:)/i;

const marked = new Marked({
  gfm: true,
  breaks: true,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const label = this.parser.parseInline(tokens);
      if (!SAFE_URL.test(href)) return label;
      return `<a href="${escapeHtml(href)}"${title ? ` title="${escapeHtml(title)}"` : ''} target="_blank" rel="noopener noreferrer">${label}</a>`;
    },
    image({ text }: Tokens.Image) {
      // No images: an address could track the reader; the alternative text is kept.
      return escapeHtml(text);
    },
  },
});

export function safeMarkdown(text: string): string {
  return marked.parse(text, { async: false }) as string;
}
