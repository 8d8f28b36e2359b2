// Which answers Fastify stringifies by their response schema (http/answerSchemas.ts): only those marked
// exact; every other answer is JSON.stringify'd whole, even where its schema lists fewer properties,
// because fast-json-stringify silently drops what a schema does not list.
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { answers, answerSerializers, exactObject, INTEGER, REFUSAL_SCHEMA } from '../../../src/server/http/answerSchemas';

const app = Fastify({ schemaController: { compilersFactory: { buildSerializer: answerSerializers } } });
app.addSchema(REFUSAL_SCHEMA);
const data = exactObject({ id: INTEGER });
const answer = { success: true, data: { id: 1, extra: 'kept?' }, message: '', exceptioncode: 0 };
app.get('/exact', { schema: { response: answers(data, { bySchema: true }) } }, async () => answer);
app.get('/plain', { schema: { response: answers(data) } }, async () => answer);
app.get('/refused', { schema: { response: answers(data, { bySchema: true }) } }, async (_request, reply) =>
  reply.status(400).send({ success: false, data: { errors: [{ field: '/id', message: 'bad', hint: 'kept' }] }, message: 'bad', exceptioncode: 10002 }),
);
afterAll(() => app.close());

describe('answer serialisation', () => {
  it('stringifies by schema where the schema is marked exact: a property it does not list is dropped', async () => {
    expect((await app.inject('/exact')).json()).toEqual({ ...answer, data: { id: 1 } });
  });

  it('stringifies everything else whole, whatever its schema lists', async () => {
    expect((await app.inject('/plain')).json()).toEqual(answer);
  });

  it('stringifies refusals whole, even on a route whose success is by schema', async () => {
    const res = await app.inject('/refused');
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors[0]).toEqual({ field: '/id', message: 'bad', hint: 'kept' });
  });
});
