// A rail booking's vehicles by VIN (issue 41: a wrong check digit saved without a word): one shared rule
// (src/shared/vin), run by the engine on every write. A VIN holding I, O or Q is refused on the field,
// naming the letter, in the user's language; a North American VIN whose check digit (position 9) does not
// add up is kept (the form warns of it as it is typed), like a European VIN, which carries none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { createTestContext, type TestContext } from '../support/testContext';
import { errorsOf } from '../support/fieldErrors';

let t: TestContext;
let demo: string;
beforeAll(async () => {
  t = await createTestContext();
  demo = await t.login('demo', 'demo1234');
});
afterAll(() => t?.close());

const draft = (vins: string, culture = 'en-US') => t.call<{ id: number; vins?: string }>('POST', '/booking', { token: demo, culture, form: { data: JSON.stringify({ mode: 'RAIL', pol: 'CNCTU', pod: 'DEDUI', vins }) } });

describe('a booking’s VINs', () => {
  it('refuses I, O or Q naming the letter and the VIN, in en and zh, and writes nothing', async () => {
    const en = await draft('WVWZZZ1JZXW000001, WVWZZZ1JZXW00O001');
    expect(en.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(en.body)).toEqual([{ field: '/vins', message: 'WVWZZZ1JZXW00O001 contains the letter O: a VIN never holds I, O or Q (they read as 1 and 0).' }]);
    const zh = await draft('1HGCQ82633A004352', 'zh-CN');
    expect(errorsOf(zh.body)).toEqual([{ field: '/vins', message: '车架号 1HGCQ82633A004352 含有字母 Q：车架号不能包含 I、O、Q（易与 1、0 混淆）。' }]);
    expect(await t.db.selectFrom('bookings').select('id').where('vins', 'like', '%00O001%').execute()).toEqual([]);
  });

  it('refuses a VIN of the wrong length, naming it', async () => {
    expect(errorsOf((await draft('WVWZZZ1JZXW00001, 1M8GDM9AXKP042788')).body)).toEqual([{ field: '/vins', message: 'WVWZZZ1JZXW00001 has 16 characters: a VIN has 17.' }]);
  });

  it('keeps a North American VIN whose check digit is wrong (a warning, not a refusal), and right ones', async () => {
    const kept = await draft('1M8GDM9A1KP042788, WVWZZZ1JZXW000001\n1HGCM82633A004352');
    expect(kept.body.success, JSON.stringify(kept.body)).toBe(true);
    expect(kept.body.data.vins).toBe('1M8GDM9A1KP042788, WVWZZZ1JZXW000001\n1HGCM82633A004352');
  });
});
