// What a report's SQL text says before the database sees it: its words and $n placeholders outside
// quotes and comments. The database (a read-only transaction, the f9_report role, reportRunner.ts) is
// what refuses; this reading gives the administrator a clear reason for the common mistakes first.

export type SqlRefusal = 'empty' | 'notSelect' | 'multipleStatements' | 'recursive' | 'unclosed';

export interface SqlReading {
  refusal?: SqlRefusal;
  /** The statement without its closing `;` and anything after it (comments). */
  body: string;
  /** Highest $n placeholder used (0 when none). */
  maxParam: number;
}

/** Words (lower case), `;` and `$n` of the text, skipping strings, quoted names and comments. */
function tokens(text: string): { words: string[]; semicolons: Array<{ at: number; words: number }>; params: number[]; unclosed: boolean } {
  const words: string[] = [];
  const semicolons: Array<{ at: number; words: number }> = [];
  const params: number[] = [];
  let i = 0;
  const n = text.length;
  const skipTo = (end: string, from: number) => {
    const at = text.indexOf(end, from);
    return at < 0 ? -1 : at + end.length;
  };
  while (i < n) {
    const c = text[i];
    const next = text[i + 1];
    let end = -2;
    if (c === '-' && next === '-') end = text.indexOf('\n', i) < 0 ? n : text.indexOf('\n', i) + 1;
    else if (c === '/' && next === '*') end = skipTo('*/', i + 2);
    else if (c === "'") end = skipQuoted(text, i, "'");
    else if (c === '"') end = skipQuoted(text, i, '"');
    else if (c === '$' && /[0-9]/.test(next ?? '')) {
      const m = /^\$(\d+)/.exec(text.slice(i))!;
      params.push(Number(m[1]));
      end = i + m[0].length;
    } else if (c === '$') {
      // A dollar-quoted string: $tag$ … $tag$.
      const m = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(text.slice(i));
      end = m ? skipTo(m[0], i + m[0].length) : i + 1;
    } else if (c === ';') {
      semicolons.push({ at: i, words: words.length });
      end = i + 1;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_$]*/.exec(text.slice(i))!;
      words.push(m[0].toLowerCase());
      end = i + m[0].length;
    } else end = i + 1;
    if (end === -1) return { words, semicolons, params, unclosed: true };
    i = end;
  }
  return { words, semicolons, params, unclosed: false };
}

/** End of a quoted run starting at `from` (doubled quotes stay inside), -1 when it never closes. */
function skipQuoted(text: string, from: number, quote: string): number {
  let i = from + 1;
  while (i < text.length) {
    if (text[i] === quote) {
      if (text[i + 1] === quote) i += 2;
      else return i + 1;
    } else i += 1;
  }
  return -1;
}

export function readReportSql(text: string): SqlReading {
  const { words, semicolons, params, unclosed } = tokens(text);
  const maxParam = params.length ? Math.max(...params) : 0;
  const body = semicolons.length ? text.slice(0, semicolons[0].at) : text;
  if (unclosed) return { refusal: 'unclosed', body, maxParam };
  if (words.length === 0) return { refusal: 'empty', body, maxParam };
  // One statement: a `;` is allowed only as the very last thing.
  if (semicolons.some((s) => s.words < words.length)) return { refusal: 'multipleStatements', body, maxParam };
  if (words[0] !== 'select' && words[0] !== 'with') return { refusal: 'notSelect', body, maxParam };
  // PGlite cannot stop a statement by time, and a recursive query is the one whose cost the planner
  // cannot see (reportRunner.ts): reports do without.
  if (words[0] === 'with' && words[1] === 'recursive') return { refusal: 'recursive', body, maxParam };
  return { body, maxParam };
}
