// The published contract is whole: every operation of the OpenAPI document declares its input (query,
// and a body where it takes one) and its answers (success, 4xx and 5xx, each with a schema), and the
// check that contract.test.ts and hostileInput.test.ts run on every answer (support/answerContract.ts)
// fails an answer the document does not describe: a copy of the document with a wrong schema refuses
// answers the real one accepts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExceptionCode } from '../../src/shared/wire/envelope';
import { API_PREFIX } from '../../src/shared/wire/params';
import { type Answer, answerContract, type OpenApiDoc } from './support/answerContract';
import { createTestContext, type TestContext } from './support/testContext';

type Schema = { properties?: Record<string, Schema>; required?: string[]; type?: string; items?: Schema; additionalProperties?: unknown };
type Operation = { parameters?: Array<{ in: string; name: string }>; requestBody?: { content: Record<string, { schema: Schema }> }; responses?: Record<string, { content?: Record<string, { schema: Schema }> }> };
type Doc = OpenApiDoc & { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

let t: TestContext;
let doc: Doc;
let demo: string;
beforeAll(async () => {
  t = await createTestContext({}, { checkAnswers: true });
  doc = (await t.app.inject({ method: 'GET', url: '/f9api/openapi.json' })).json() as Doc;
  demo = await t.login('demo', 'demo1234');
});
afterAll(() => t?.close());

const operations = () => Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ label: `${method.toUpperCase()} ${path}`, method, path, op })));
const copyOf = (): Doc => structuredClone(doc);

/** A signed call's answer, as the contract check reads it. */
async function answerOf(method: 'GET' | 'POST', path: string, options: Parameters<TestContext['call']>[2]): Promise<Answer> {
  const res = await t.call(method, path, options);
  return { method, url: `${API_PREFIX}${path}`, status: res.status, contentType: res.headers['content-type'] as string, body: res.text };
}

describe('the published contract', () => {
  it('gives every operation its answers: success, 4xx and 5xx, each with a schema', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(400);
    const without = ops.filter(({ op }) => ['200', '4XX', '5XX'].some((code) => Object.values(op.responses?.[code]?.content ?? {}).every((media) => !media.schema))).map((o) => o.label);
    expect(without).toEqual([]);
  });

  it('gives every operation its input: the query it reads, and the body of every write', () => {
    const ops = operations();
    expect(ops.filter(({ op }) => !(op.parameters ?? []).some((p) => p.in === 'query')).map((o) => o.label)).toEqual([]);
    const writes = ops.filter(({ method }) => method === 'post' || method === 'put');
    expect(writes.filter(({ op }) => Object.values(op.requestBody?.content ?? {}).every((media) => !media.schema?.properties)).map((o) => o.label)).toEqual([]);
    // The API's own queries refuse what they do not declare (the site files outside it take cache busters).
    const open = ops.filter(({ path, op }) => path.startsWith(`${API_PREFIX}/`) && !(op.parameters ?? []).some((p) => p.name === 'hash'));
    expect(open.filter(({ path }) => !path.startsWith(`${API_PREFIX}/public/`)).map((o) => o.label)).toEqual([]);
  });

  it('shares one refusal schema and one record schema per resource', () => {
    expect(doc.components.schemas.refusal?.required).toEqual(['success', 'data', 'message', 'exceptioncode']);
    for (const def of t.app.resourceEngine.resources) expect(doc.components.schemas[`record.${def.name}`]?.properties?.[def.idField], def.name).toBeDefined();
  });

  it('accepts the answers the server gives, and a wrong schema in a copy of the document refuses them', async () => {
    const list = await answerOf('GET', '/address-list', { token: demo, culture: 'en-US' });
    const refusal = await answerOf('GET', '/address-list', { token: demo, culture: 'en-US', query: { size: 'x' } });
    const login = await answerOf('POST', '/trylogin', { form: { data: JSON.stringify({ name: 'admin', password: 'admin1234' }) }, customer: 'false', remoteAddress: '10.77.0.1' });
    expect(JSON.parse(list.body).data.result.length).toBeGreaterThan(0);
    expect(JSON.parse(refusal.body).exceptioncode).toBe(ExceptionCode.InvalidInput);
    const real = answerContract(doc);
    for (const answer of [list, refusal, login]) expect(real.problem(answer)).toBeNull();

    // A field every record must have and none does.
    const missing = copyOf();
    missing.components.schemas['record.address'].required!.push('zzMissing');
    expect(answerContract(missing).problem(list)).toMatch(/zzMissing/);
    // A field of the wrong type.
    const wrongType = copyOf();
    wrongType.components.schemas['record.address'].properties!.id = { type: 'string' };
    expect(answerContract(wrongType).problem(list)).toMatch(/\/data\/result\/0\/id must be string/);
    // A record the document says holds fewer fields than the answer carries.
    const fewer = copyOf();
    delete fewer.components.schemas['record.address'].properties!.name;
    expect(answerContract(fewer).problem(list)).toMatch(/additional properties \(name\)/);
    // A refusal whose field errors the document says are numbers.
    const refusalWrong = copyOf();
    refusalWrong.components.schemas.refusal.properties!.message = { type: 'integer' };
    expect(answerContract(refusalWrong).problem(refusal)).toMatch(/\/message must be integer/);
    // An operation's own answer schema (login's user) made wrong.
    const loginWrong = copyOf();
    const loginData = loginWrong.paths[`${API_PREFIX}/trylogin`].post.responses!['200'].content!['application/json'].schema.properties!.data;
    loginData.required = [...(loginData.required ?? []), 'zzSecondToken'];
    expect(answerContract(loginWrong).problem(login)).toMatch(/zzSecondToken/);
  });

  it('refuses an answer of an operation or a status the document does not publish', () => {
    const real = answerContract(doc);
    expect(real.problem({ method: 'GET', url: `${API_PREFIX}/zz-list`, status: 200, contentType: 'application/json', body: '{}' })).toMatch(/no such operation/);
    expect(real.problem({ method: 'GET', url: `${API_PREFIX}/address-export`, status: 200, contentType: 'application/pdf', body: '' })).toMatch(/no application\/pdf answer/);
  });
});
