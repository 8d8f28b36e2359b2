// POST fbaOrder-packList (multipart: file): an FBA pack list (xlsx or csv, one row per group of
// identical cartons) becomes orders, one per FBA shipment id. The engine's import reader checks the
// whole file in its worker first: any bad row or column and nothing is written, every error named in
// the user's language. The file's SHA-256 is the idempotency key: the same file again adds nothing.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError, forbidden, invalidInput } from '../../http/apiError';
import { requestLanguage } from '../../http/language';
import { ok, okWithMessage } from '../../http/reply';
import { translate } from '../../i18n/translate';
import { writeChildren } from '../../resources/childRows';
import { checkImportFile, ImportBusy } from '../../resources/importParser';
import { MAX_REPORTED_ERRORS } from '../../resources/importLimits';
import type { ImportCheck } from '../../resources/importRows';
import { singleFile } from '../../resources/multipartBody';
import { fileField, multipartSchema, querySchema } from '../../routes/schemaParts';
import { unreadableError } from '../../resources/records/import';
import { insertRecords } from '../../resources/rowStore';
import { registerImportColumns } from '../../resources/importColumns';
import { UnreadableFile } from '../../resources/tabularData';
import type { Language } from '../../../shared/constants';
import { ExceptionCode, type FieldError } from '../../../shared/wire/envelope';
import { engineMessage } from '../../resources/messages';
import { CARTON_FIELDS, PACK_LIST_ORDER_FIELDS, PACK_LIST_SCHEMA } from './packListSchema';
import type { EntityRecord, ResourceDef } from '../../resources/types';
import { answers, arrayOf, BOOLEAN, exactObject, INTEGER } from '../../http/answerSchemas';

interface Grouped {
  orders: EntityRecord[];
  errors: FieldError[];
}

/** Rows of one shipment id into one order; rows that disagree on the order's fields are named. */
function groupRows(check: ImportCheck, language: Language): Grouped {
  const byId = new Map<string, { order: EntityRecord; row: number }>();
  const errors: FieldError[] = [];
  check.records.forEach((record, i) => {
    const row = check.rowNumbers?.[i] ?? i + 2;
    const id = String(record.fbaShipmentId);
    const carton = Object.fromEntries(CARTON_FIELDS.filter((f) => record[f] !== undefined).map((f) => [f, record[f]]));
    const seen = byId.get(id);
    if (!seen) {
      const order: EntityRecord = Object.fromEntries(PACK_LIST_ORDER_FIELDS.filter((f) => record[f] !== undefined).map((f) => [f, record[f]]));
      order.cartons = [carton];
      byId.set(id, { order, row });
      return;
    }
    for (const f of PACK_LIST_ORDER_FIELDS) {
      if (record[f] !== undefined && seen.order[f] !== undefined && record[f] !== seen.order[f])
        errors.push({ row, field: f, message: translate(language, 'fba.rowDisagrees', { field: f, row: seen.row }) });
    }
    (seen.order.cartons as EntityRecord[]).push(carton);
  });
  return { orders: [...byId.values()].map((v) => v.order), errors };
}

/** Shipments with more carton rows than an order's `cartons` takes (its maxItems), each named. */
function tooManyCartons(def: ResourceDef, orders: EntityRecord[], language: Language): FieldError[] {
  const limit = def.children.find((c) => c.name === 'cartons')!.maxItems;
  return orders
    .filter((o) => (o.cartons as EntityRecord[]).length > limit)
    .map((o) => ({ field: 'cartons', message: translate(language, 'fba.tooManyCartons', { id: String(o.fbaShipmentId), count: (o.cartons as EntityRecord[]).length, limit }) }));
}

export function registerPackListImport(app: FastifyInstance, def: ResourceDef): void {
  const db = app.resourceEngine.database;
  const access = { audience: 'customer', menu: def.write.menu, func: def.funcIds.import } as const;
  registerImportColumns(app, `/${def.name}-packList`, PACK_LIST_SCHEMA, access, def.name);
  app.post(
    `/${def.name}-packList`,
    {
      config: { access, changes: def.name },
      schema: {
        tags: [def.name],
        summary: 'Import an FBA pack list (multipart: file, xlsx or csv; one row per group of identical cartons); the same file twice adds nothing',
        querystring: querySchema(),
        multipart: multipartSchema({ file: fileField('the pack list, xlsx or csv') }, ['file']),
        consumes: ['multipart/form-data'],
        // The orders made (ids), with their carton rows; `duplicate`: the same file came before, and `ids` are that import's orders.
        response: answers(exactObject({ imported: INTEGER, cartons: INTEGER, duplicate: BOOLEAN, ids: arrayOf(INTEGER) })),
      },
    },
    async (request: FastifyRequest) => {
      const principal = request.principal;
      if (!principal || principal.customerId === null) throw forbidden();
      const customerId = principal.customerId;
      const language = requestLanguage(request);
      const part = singleFile(request.body, 'file');
      if (!part) throw invalidInput([{ field: 'file', message: engineMessage(language, 'noFile') }]);
      const importKey = createHash('sha256').update(part.content).digest('hex');
      const already = async (executor: typeof db) =>
        (await sql<{ id: number }>`SELECT id FROM fba_orders WHERE customer_id = ${customerId} AND import_key = ${importKey} ORDER BY id`.execute(executor)).rows.map((r) => Number(r.id));
      const before = await already(db);
      if (before.length > 0) return okWithMessage(request, { imported: 0, cartons: 0, duplicate: true, ids: before }, 'fba.alreadyImported');
      let checked: ImportCheck;
      try {
        checked = await checkImportFile({ resource: 'fbaPackListRow', schema: PACK_LIST_SCHEMA, write: def.write, filename: part.filename, content: part.content, rules: [], language });
      } catch (error) {
        if (error instanceof ImportBusy) throw new ApiError(ExceptionCode.RateLimited, 'error.importBusy');
        if (!(error instanceof UnreadableFile)) throw error;
        throw invalidInput([unreadableError(error, language)]);
      }
      if (checked.errors.length > 0) throw invalidInput(checked.errors.slice(0, MAX_REPORTED_ERRORS));
      const { orders, errors } = groupRows(checked, language);
      errors.push(...tooManyCartons(def, orders, language));
      if (errors.length > 0) throw invalidInput(errors.slice(0, MAX_REPORTED_ERRORS));
      const result = await db.transaction().execute(async (trx) => {
        // Two uploads of the same file at once: the second waits here, then finds the first's orders.
        await sql`SELECT pg_advisory_xact_lock(hashtext(${`fba:${customerId}:${importKey}`}))`.execute(trx);
        const raced = await already(trx);
        if (raced.length > 0) return { imported: 0, cartons: 0, duplicate: true, ids: raced };
        const ids = orders.map((o) => String(o.fbaShipmentId));
        const taken = (await sql<{ fba_shipment_id: string }>`SELECT fba_shipment_id FROM fba_orders WHERE customer_id = ${customerId} AND fba_shipment_id IN (${sql.join(ids)})`.execute(trx)).rows;
        if (taken.length > 0)
          throw invalidInput(taken.slice(0, MAX_REPORTED_ERRORS).map((r) => ({ field: 'fbaShipmentId', message: translate(language, 'fba.shipmentExists', { id: r.fba_shipment_id }) })));
        const rows = await insertRecords<Database>(trx, def, { scope: { customerId }, userId: principal.userId }, orders);
        for (const [i, row] of rows.entries()) {
          await writeChildren<Database>(trx, def, Number(row.id), orders[i]);
          await def.hooks.derive?.({ db: trx, principal, language, operation: 'import' }, Number(row.id), orders[i]);
        }
        const newIds = rows.map((r) => Number(r.id));
        await sql`UPDATE fba_orders SET import_key = ${importKey} WHERE id IN (${sql.join(newIds)})`.execute(trx);
        return { imported: rows.length, cartons: checked.records.length, duplicate: false, ids: newIds };
      });
      return result.duplicate ? okWithMessage(request, result, 'fba.alreadyImported') : ok(result);
    },
  );
}
