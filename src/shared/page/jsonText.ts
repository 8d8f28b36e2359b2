// JSON text as an analyst writes it: a syntax error names the file, line and column (file:line:col,
// which editors and terminals open at the place), not a character offset. V8's own message gives an
// offset for some faults and none for others ("Unexpected token '}', … is not valid JSON"), so when
// JSON.parse fails a small scanner finds where the text stops being JSON.

export class JsonTextError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly column: number,
    readonly reason: string,
  ) {
    super(`${file}:${line}:${column}: invalid JSON: ${reason}`);
  }
}

/** Line and column (from 1) of a character offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const lines = text.slice(0, Math.max(0, Math.min(offset, text.length))).split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

/** Where and why `text` is not JSON (undefined when it is). */
export function jsonFault(text: string): { offset: number; reason: string } | undefined {
  let i = 0;
  const fail = (reason: string): never => {
    throw { offset: i, reason };
  };
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++;
  };
  const shown = () => (i >= text.length ? 'the end of the text' : `'${text[i]}'`);
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else fail(`unexpected ${shown()}`);
  };
  const string = () => {
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\\') i++;
      else if (text[i] < ' ') fail('a line break or control character inside a string');
      i++;
    }
    if (i >= text.length) fail('a string is not closed with "');
    i++;
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!match) fail(`unexpected ${shown()}`);
    i += match![0].length;
  };
  const value = (): void => {
    space();
    const c = text[i];
    if (c === '{') return members('}', () => {
      if (text[i] !== '"') fail(`expected a property name in double quotes, found ${shown()}`);
      string();
      space();
      if (text[i] !== ':') fail(`expected ':' after the property name, found ${shown()}`);
      i++;
      value();
    });
    if (c === '[') return members(']', value);
    if (c === '"') return string();
    if (c === 't') return literal('true');
    if (c === 'f') return literal('false');
    if (c === 'n') return literal('null');
    if (c === '-' || (c >= '0' && c <= '9')) return number();
    fail(`expected a value, found ${shown()}`);
  };
  const members = (close: string, member: () => void) => {
    i++;
    space();
    if (text[i] === close) return void i++;
    for (;;) {
      space();
      member();
      space();
      if (text[i] === ',') {
        const comma = i++;
        space();
        if (text[i] === close) {
          i = comma;
          fail(`a comma before '${close}' (JSON allows no trailing comma)`);
        }
        continue;
      }
      if (text[i] === close) return void i++;
      fail(`expected ',' or '${close}', found ${shown()}`);
    }
  };
  try {
    value();
    space();
    if (i < text.length) fail(`unexpected ${shown()} after the end of the JSON`);
    return undefined;
  } catch (fault) {
    return fault as { offset: number; reason: string };
  }
}

/** JSON.parse, whose error names `file` with the line and column of the fault. */
export function parseJsonText(file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const fault = jsonFault(text) ?? { offset: 0, reason: error instanceof Error ? error.message : String(error) };
    const { line, column } = lineAndColumn(text, fault.offset);
    throw new JsonTextError(file, line, column, fault.reason);
  }
}
