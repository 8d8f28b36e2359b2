// A field that takes another field's choices (`@optionsOf <entity>.<field>`) names a field that exists
// and has the very same choices, so its labels (that field's texts) cover every value it can hold.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { choicesKeyOf, OPTIONS_OF } from '../../src/shared/entities/entitySchema';

const dir = resolve(import.meta.dirname, '../../schemas/entities');
type Props = Record<string, { enum?: unknown[]; [OPTIONS_OF]?: string }>;
const schemas = new Map<string, Props>(
  readdirSync(dir)
    .filter((f) => f.endsWith('.schema.json'))
    .map((f) => {
      const s = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { 'x-entity': string; properties: Props };
      return [s['x-entity'], s.properties];
    }),
);

describe('@optionsOf', () => {
  const uses = [...schemas].flatMap(([entity, props]) => Object.entries(props).flatMap(([field, p]) => (p[OPTIONS_OF] ? [{ entity, field, of: p[OPTIONS_OF]!, values: p.enum }] : [])));

  it('is used (the booking vehicle type takes the FTL price list’s)', () => {
    expect(uses.map((u) => `${u.entity}.${u.field}`)).toContain('booking.vehicleType');
  });

  it.each(uses)('$entity.$field names a field with the same choices', ({ of, values }) => {
    const [entity, field] = of.split('.');
    const target = schemas.get(entity!)?.[field!];
    expect(target, `${of} is no field`).toBeDefined();
    expect(values).toEqual(target!.enum);
  });

  it('labels the choices with the named field’s texts', () => {
    expect(choicesKeyOf('booking', 'vehicleType', { [OPTIONS_OF]: 'truckFtlPrice.vehicleType' })).toBe('field.truckFtlPrice.vehicleTypeOption');
    expect(choicesKeyOf('booking', 'mode', {})).toBe('field.booking.modeOption');
  });
});
