import { describe, expect, it } from 'vitest';
import { htmlToText } from '../../../src/shared/format/htmlToText';
import { joinList } from '../../../src/shared/format/joinList';
import { escapeHtml, lineBreaksToHtml } from '../../../src/shared/format/lineBreaks';

describe('line breaks to <br/>, escaped first', () => {
  it.each([
    ['a\nb', 'a<br/>b'],
    ['a\r\nb\rc', 'a<br/>b<br/>c'],
    ['<script>alert(1)</script>\nok', '&lt;script&gt;alert(1)&lt;/script&gt;<br/>ok'],
    ['<img src=x onerror="go()">', '&lt;img src=x onerror=&quot;go()&quot;&gt;'],
    ["Tom & Jerry's", 'Tom &amp; Jerry&#39;s'],
    ['', ''],
  ])('%j -> %j', (text, expected) => {
    expect(lineBreaksToHtml(text)).toBe(expected);
  });

  it('gives "" for non-strings and escapes every special character', () => {
    expect(lineBreaksToHtml(null)).toBe('');
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});

describe('HTML to plain text', () => {
  it.each([
    ['<p>Hello <b>world</b></p>', 'Hello world'],
    ['<p>one</p><p>two</p>', 'one\ntwo'],
    ['a<br>b<br/>c', 'a\nb\nc'],
    ['<div title="a > b">x</div>', 'x'],
    ['<script>alert(1)</script>safe', 'safe'],
    ['<style>p{}</style>text', 'text'],
    ['<!-- note -->kept', 'kept'],
    ['&lt;b&gt; &amp;amp; &quot;q&quot; &#20013;&#x6587; &nbsp;x', '<b> &amp; "q" 中文  x'],
    ['&bogus; &#0; &#xD800;', '&bogus; \uFFFD \uFFFD'],
    ['1 < 2 and 3 > 2', '1 < 2 and 3 > 2'],
    ['plain', 'plain'],
  ])('%j -> %j', (html, expected) => {
    expect(htmlToText(html)).toBe(expected);
  });

  it('gives "" for non-strings', () => {
    expect(htmlToText(undefined)).toBe('');
  });
});

describe('list join', () => {
  it.each([
    [['a', 'b', 'c'], undefined, 'a,b,c'],
    [['a', 'b'], ' / ', 'a / b'],
    [[1, null, '', undefined, 2.5, Number.NaN], undefined, '1,2.5'],
    [[], undefined, ''],
    ['single', undefined, 'single'],
    [null, undefined, ''],
    [{ length: 2 }, undefined, ''],
  ])('%j with %j -> %j', (items, separator, expected) => {
    expect(joinList(items, separator)).toBe(expected);
  });
});
