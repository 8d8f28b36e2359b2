// A hostile booking note renders as text: no element that runs script, no event handler, no
// javascript: link; plain markdown still becomes markup.
import { describe, expect, it } from 'vitest';
import { safeMarkdown } from '../../src/client/renderer/notes/safeMarkdown';

describe('safeMarkdown', () => {
  it('renders plain markdown', () => {
    expect(safeMarkdown('**VGM** before cut-off\n\n- one\n- two')).toMatch(/<strong>VGM<\/strong>[\s\S]*<ul>\s*<li>one<\/li>/);
    expect(safeMarkdown('[DCSA](https://dcsa.org)')).toContain('<a href="https://dcsa.org" target="_blank" rel="noopener noreferrer">DCSA</a>');
  });

  it.each([
    '<script>alert(1)</script>',
    'text <img src=x onerror=alert(1)> more',
    '<div onmouseover="alert(1)">hover</div>',
    '[click](javascript:alert(1))',
    '![x](javascript:alert(1))',
    '<iframe src="https://evil.example"></iframe>',
    '<a href="javascript:alert(1)">a</a>',
    '[x](JaVaScRiPt:alert(1))',
    '<svg><script>alert(1)</script></svg>',
  ])('shows %s as text', (hostile) => {
    const html = safeMarkdown(hostile);
    expect(html).not.toMatch(/<(script|img|iframe|svg|div|a\s+href="javascript)/i);
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).not.toMatch(/<[^>]+\son\w+=/i);
  });

  it('keeps the hostile text visible, escaped', () => {
    expect(safeMarkdown('<script>alert(1)</script>')).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
