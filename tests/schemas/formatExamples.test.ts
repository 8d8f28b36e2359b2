// Every field with a pattern names examples of it (@formatExamples), which its validation message
// shows ("Country must look like CN or DE"); each example must itself be valid for the field.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORMAT_EXAMPLES } from '../../src/shared/entities/entitySchema';

const DIR = resolve(import.meta.dirname, '../../schemas/entities');
type Property = { pattern?: string; maxLength?: number; minLength?: number; [FORMAT_EXAMPLES]?: string[] };

const entities = readdirSync(DIR).map((f) => ({ file: f, schema: JSON.parse(readFileSync(resolve(DIR, f), 'utf8')) as { properties: Record<string, Property> } }));

describe('pattern examples of the entity schemas', () => {
  it('are given for every pattern and match the pattern and the limits of their field', () => {
    const problems: string[] = [];
    for (const { file, schema } of entities) {
      for (const [name, p] of Object.entries(schema.properties)) {
        if (!p.pattern) continue;
        const examples = p[FORMAT_EXAMPLES];
        if (!examples?.length) problems.push(`${file} ${name}: no @formatExamples`);
        for (const ex of examples ?? []) {
          const fits = new RegExp(p.pattern, 'u').test(ex) && ex.length <= (p.maxLength ?? Infinity) && ex.length >= (p.minLength ?? 0);
          if (!fits) problems.push(`${file} ${name}: ${ex} is not valid`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(entities.length).toBeGreaterThan(5);
  });
});
