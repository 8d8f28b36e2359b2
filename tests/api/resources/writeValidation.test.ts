// The write schema of an entity and its variants per operation (the cususer calls: Password required
// on create, not taken on update), validated with the same cache the engine uses.
import { describe, expect, it } from 'vitest';
import addressSchema from '../../../schemas/entities/address.schema.json';
import cusUserSchema from '../../../schemas/entities/cusUser.schema.json';
import type { EntitySchema } from '../../../src/server/resources/entityFields';
import { MAX_PASSWORD_LENGTH } from '../../../src/server/routes/session';
import { PASSWORD_MIN_LENGTH } from '../../../src/shared/constants';
import { validateWrite, writeSchema } from '../../../src/server/resources/writeValidation';

const entity = cusUserSchema as unknown as EntitySchema;

describe('writeSchema', () => {
  it('keeps what a client may send: no read-only field, no unknown field', () => {
    const schema = writeSchema(entity);
    expect(Object.keys(schema.properties)).not.toContain('UserId');
    expect(Object.keys(schema.properties)).not.toContain('Avatar');
    expect(schema.required).toEqual(['Account']);
    expect(schema.additionalProperties).toBe(false);
    expect(schema.$id).toBeUndefined();
  });

  it('holds the same password limits as updatepassword (SPEC §9), so a new user\u2019s password obeys the same rule', () => {
    const password = entity.properties.Password as { minLength?: number; maxLength?: number };
    expect([password.minLength, password.maxLength]).toEqual([PASSWORD_MIN_LENGTH, MAX_PASSWORD_LENGTH]);
  });

  it('adds the fields an operation requires and leaves out those it does not take', () => {
    expect(writeSchema(entity, { require: ['Password'] }).required).toEqual(['Account', 'Password']);
    const update = writeSchema(entity, { omit: ['Password'] });
    expect(Object.keys(update.properties)).not.toContain('Password');
    // A required field named but not writable stays out of `required`.
    expect(writeSchema(entity, { require: ['UserId'] }).required).toEqual(['Account']);
  });
});

describe('validateWrite with variants of one entity', () => {
  const create = { name: 'cusUser.create', schema: entity, require: ['Password'] };
  const update = { name: 'cusUser.update', schema: entity, omit: ['Password'] };

  it('compiles each variant on its own (the cache never mixes them)', () => {
    expect(validateWrite(create, { Account: 'someone' }, [], 'en')).toEqual([{ field: '/Password', message: expect.stringContaining('Password') }]);
    expect(validateWrite(update, { Account: 'someone' }, [], 'en')).toEqual([]);
    expect(validateWrite(update, { Account: 'someone', Password: 'secret123' }, [], 'en').map((e) => e.field)).toEqual(['/Password']);
    expect(validateWrite(create, { Account: 'someone', Password: 'secret123' }, [], 'en')).toEqual([]);
  });

  it('merges a required-field rule with its hint in the language asked', () => {
    const rule = { TableName: 'cusUser', FieldName: 'RealName', TriType: 'save', PreCondition: '', HintZh: '请填写真实姓名', HintEn: 'Enter the real name', HintTr: '請填寫真實姓名' };
    expect(validateWrite(update, { Account: 'someone' }, [rule], 'en')).toEqual([{ field: '/RealName', message: 'Enter the real name' }]);
    expect(validateWrite(update, { Account: 'someone' }, [rule], 'tr')).toEqual([{ field: '/RealName', message: '請填寫真實姓名' }]);
    expect(validateWrite(update, { Account: 'someone', RealName: 'Named' }, [rule], 'en')).toEqual([]);
  });
});

describe('messages that name the expected form', () => {
  const address = { name: 'address', schema: addressSchema as unknown as EntitySchema };
  const bad = { name: 'Hub', city: 'Hamburg', line1: '1 Road', country: 'germany', email: 'nope' };
  it('names the field by its label, the schema examples of a pattern and the form of an email, in each language', () => {
    expect(validateWrite(address, bad, [], 'en')).toEqual(
      expect.arrayContaining([
        { field: '/country', message: 'Country must look like CN or DE.' },
        { field: '/email', message: 'Email must look like name@example.com.' },
      ]),
    );
    expect(validateWrite(address, bad, [], 'zh')).toEqual(expect.arrayContaining([{ field: '/country', message: '国家 的格式应如 CN或DE。' }]));
  });
});
