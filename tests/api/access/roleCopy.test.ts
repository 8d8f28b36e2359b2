// A built-in role's grants cannot change (issue 44): the refusal's own message says why, in the caller's
// language, and names "Copy as new role"; the copy (role/copy) is a new role of the same audience with the
// same grants, whose grants can then be changed. A taken code is refused on the code.
import { afterAll, describe, expect, it } from 'vitest';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { createTestContext } from '../support/testContext';
import { errorsOf } from '../support/fieldErrors';

const t = await createTestContext();
afterAll(() => t.close());
const admin = await t.login('admin', 'admin1234', 'admin');

type Role = { id: number; roleCd: string; name: string; audience: string; grants: string };
const roleByCode = async (roleCd: string) => (await t.call<{ result: Role[] }>('GET', '/role-list', { token: admin, query: { filter: JSON.stringify({ roleCd: { eq: roleCd } }) } })).body.data.result[0];
const setGrants = (id: number, grants: string[], culture = 'en-US') => t.call('POST', '/role/setGrants', { token: admin, culture, form: { data: JSON.stringify({ id, grants: grants.join(',') }) } });
const copy = (id: number, roleCd: string, name: string, culture = 'en-US') => t.call<{ id: number; roleCd: string; grants: string[] }>('POST', '/role/copy', { token: admin, culture, form: { data: JSON.stringify({ id, roleCd, name }) } });

describe('built-in roles', () => {
  it.each([
    ['en-US', 'cannot be changed', 'Copy as new role'],
    ['zh-CN', '不能修改', '复制为新角色'],
  ])('refuses a grants change with its own reason (%s)', async (culture, reason, offer) => {
    const role = await roleByCode('CUSUSER');
    const res = await setGrants(role.id, ['myOrder'], culture);
    expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    // The envelope's message is the reason itself, not the generic "Some fields are not valid".
    expect(res.body.message).toContain(reason);
    expect(res.body.message).toContain(offer);
    expect(errorsOf(res.body)[0].message).toContain('CUSUSER');
    expect((await roleByCode('CUSUSER')).grants).toBe(role.grants);
  });

  it('copies a built-in role with the same grants into an editable role', async () => {
    const source = await roleByCode('CUSUSER');
    const res = await copy(source.id, 'CUSUSER_COPY', 'Customer user (copy)');
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    const made = await roleByCode('CUSUSER_COPY');
    expect(made).toMatchObject({ id: res.body.data.id, name: 'Customer user (copy)', audience: source.audience, grants: source.grants });
    expect(made.grants.length).toBeGreaterThan(0);
    // The copy's grants change.
    const changed = await setGrants(made.id, ['myOrder', 'mulOrderList']);
    expect(changed.body.success, JSON.stringify(changed.body)).toBe(true);
    expect((await roleByCode('CUSUSER_COPY')).grants).toBe('mulOrderList,myOrder');
    expect((await roleByCode('CUSUSER')).grants).toBe(source.grants);
  });

  it('refuses a copy under a code that is taken, on the code', async () => {
    const source = await roleByCode('ADMIN');
    const res = await copy(source.id, 'CUSUSER', 'Clash', 'zh-CN');
    expect(res.body.exceptioncode).toBe(ExceptionCode.InvalidInput);
    expect(errorsOf(res.body)[0].field).toBe('/roleCd');
    const missing = await copy(2147483647, 'NOPE_ROLE', 'Nope');
    expect(missing.body.exceptioncode).toBe(ExceptionCode.NotFound);
  });
});
