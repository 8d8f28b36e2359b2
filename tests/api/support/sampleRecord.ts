// Valid records made from an entity's JSON Schema alone (no per-resource fixtures), for the contract
// test: each writable field gets a value of its type within its limits, its enum, format or pattern.
// `seed` varies the values, so two samples of one entity differ in every text field.
import { FIELD_CHECK_KEYWORD } from '../../../src/shared/entities/fieldChecks';
import { vinCheckDigit } from '../../../src/shared/vin/vinCheck';
import type { EntityPropertySchema, EntitySchema } from '../../../src/server/resources/entityFields';
import { fieldConditions } from '../../../src/shared/entities/referenceConditions';
import { CHECK_DIGIT_KEYWORD, CHECK_DIGIT_SCHEMES, type CheckDigitScheme } from '../../../src/shared/checkDigits';
import { FORMAT_EXAMPLES } from '../../../src/shared/entities/entitySchema';

/** The characters a regex class such as `[A-HJ-N0-9 \-]` allows (letters and digits first). */
function classChars(body: string): string[] {
  const tokens: Array<{ c: string; escaped: boolean }> = [];
  for (let i = 0; i < body.length; i++) tokens.push(body[i] === '\\' ? { c: body[++i], escaped: true } : { c: body[i], escaped: false });
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const dash = tokens[i + 1];
    if (dash && dash.c === '-' && !dash.escaped && tokens[i + 2]) {
      for (let code = tokens[i].c.charCodeAt(0); code <= tokens[i + 2].c.charCodeAt(0); code++) out.push(String.fromCharCode(code));
      i += 2;
    } else out.push(tokens[i].c);
  }
  const plain = out.filter((c) => /[A-Za-z0-9]/.test(c));
  return plain.length > 0 ? plain : out;
}

/**
 * A string matching an anchored pattern made of literals and classes with ?, *, +, {n} or {n,m}
 * (what the entity patterns use); throws on anything else, so a new kind of pattern is noticed.
 */
export function sampleForPattern(pattern: string, seed: number): string {
  const src = pattern.replace(/^\^/, '').replace(/\$$/, '');
  let out = '';
  let i = 0;
  while (i < src.length) {
    let choices: string[];
    if (src[i] === '[') {
      const end = src.indexOf(']', i + 1);
      choices = classChars(src.slice(i + 1, end));
      i = end + 1;
    } else if (src[i] === '\\') {
      choices = [src[i + 1]];
      i += 2;
    } else if (/[A-Za-z0-9 ._@-]/.test(src[i])) {
      choices = [src[i]];
      i += 1;
    } else throw new Error(`sampleForPattern: cannot sample ${pattern} at ${src.slice(i)}`);
    let min = 1;
    let max = 1;
    const q = /^(\?|\*|\+|\{(\d+)(?:,(\d*))?\})/.exec(src.slice(i));
    if (q) {
      i += q[0].length;
      if (q[1] === '?' || q[1] === '*') [min, max] = [0, 0];
      else if (q[1] === '+') [min, max] = [1, 1];
      else [min, max] = [Number(q[2]), q[3] === undefined ? Number(q[2]) : q[3] === '' ? Number(q[2]) + 3 : Number(q[3])];
    }
    const count = Math.min(max, Math.max(min, choices.length > 1 ? Math.min(max, min + 2) : min));
    for (let k = 0; k < count; k++) out += choices[(seed * 7 + k * 3 + out.length) % choices.length];
  }
  return out;
}

/**
 * Keys of existing records per reference (`x-reference`, with its conditions: see referenceKey), for
 * reference fields: a made-up code, or one the field may not hold, would be refused.
 */
export type SampleRefs = Record<string, string[]>;

/** What SampleRefs holds a field's keys under: its target, and the conditions its records meet (`x-referenceFilter`). */
export function referenceKey(prop: EntityPropertySchema): string | undefined {
  const ref = prop['x-reference'];
  if (typeof ref !== 'string') return undefined;
  const conditions = fieldConditions(prop);
  return Object.keys(conditions).length > 0 ? `${ref} ${JSON.stringify(conditions)}` : ref;
}

function sampleValue(name: string, prop: EntityPropertySchema, seed: number, refs: SampleRefs = {}): unknown {
  const ref = referenceKey(prop);
  if (typeof ref === 'string') {
    const keys = refs[ref];
    if (!keys?.length) throw new Error(`sampleRecord: field ${name} refers to ${ref}; pass existing keys of ${ref} in refs`);
    return keys[seed % keys.length];
  }
  if (Array.isArray(prop.examples) && prop.examples.length > 0) return prop.examples[0];
  if (prop.enum) return prop.enum[seed % prop.enum.length];
  const type = Array.isArray(prop.type) ? prop.type.find((t) => t !== 'null') : prop.type;
  const items = prop.items as { properties?: Record<string, EntityPropertySchema> } | undefined;
  // Line items: two lines, each sampled from the item schema.
  if (type === 'array' && items?.properties) return [seed, seed + 1].map((n) => linesSample(items.properties!, n, refs));
  if (type === 'boolean') return seed % 2 === 0;
  if (type === 'integer' || type === 'number') {
    const min = prop.minimum ?? 0;
    const max = prop.maximum ?? min + 1000;
    const value = Math.min(max, min + seed + (type === 'number' ? 0.5 : 1));
    return type === 'integer' ? Math.floor(value) : value;
  }
  const maxLength = prop.maxLength ?? 60;
  if (prop.format === 'email') return `c${seed}@example.com`.slice(-maxLength);
  if (prop.format === 'date') return `2026-0${(seed % 9) + 1}-1${seed % 10}`;
  if (prop.format === 'date-time') return `2026-0${(seed % 9) + 1}-1${seed % 10}T08:30:00.000Z`;
  if (typeof prop.pattern === 'string') {
    const scheme = prop[CHECK_DIGIT_KEYWORD];
    const examples = prop[FORMAT_EXAMPLES];
    // A pattern with groups (a time zone): its examples are the valid values to sample.
    if (/[()|]/.test(prop.pattern) && Array.isArray(examples) && examples.length > 0) return examples[seed % examples.length];
    const value = sampleForPattern(prop.pattern, seed);
    // A VIN as ISO 3779 has it: no I, O or Q, and position 9 its check digit (shared/vin).
    if (prop[FIELD_CHECK_KEYWORD] === 'vin') {
      const letters = value.replace(/I/g, 'J').replace(/O/g, 'P').replace(/Q/g, 'R');
      return `${letters.slice(0, 8)}${vinCheckDigit(letters)}${letters.slice(9)}`;
    }
    return typeof scheme === 'string' ? (CHECK_DIGIT_SCHEMES as Record<string, CheckDigitScheme>)[scheme]!.complete(value) : value;
  }
  const minLength = Number(prop.minLength ?? 1);
  return `${name} ${seed}`.padEnd(minLength, 'x').slice(0, maxLength);
}

function linesSample(properties: Record<string, EntityPropertySchema>, seed: number, refs: SampleRefs): Record<string, unknown> {
  return Object.fromEntries(Object.entries(properties).map(([name, prop]) => [name, sampleValue(name, prop, seed, refs)]));
}

/** Every writable field filled (optional ones too, so every type travels through the engine). */
export function sampleRecord(schema: EntitySchema, seed: number, refs: SampleRefs = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const required = new Set(schema.required ?? []);
  for (const [name, prop] of Object.entries(schema.properties)) {
    if (prop.readOnly || prop.writeOnly || prop['x-computed']) continue;
    // A reference must name an existing record: optional ones stay empty unless the caller passes keys.
    const ref = referenceKey(prop);
    if (ref && !required.has(name) && !refs[ref]?.length) continue;
    out[name] = sampleValue(name, prop, seed, refs);
  }
  return out;
}
