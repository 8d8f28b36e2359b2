// The import pipeline: scope → parse (mode and file) → the company the rows belong to → validate (the
// file read and checked in the worker, then the domain's `check` and the references, row by row) →
// domain hooks (inUse, before covering removes the old rows) → write (rows, audit), all or nothing.
import type { Kysely } from 'kysely';
import type { Language } from '../../../shared/constants';
import type { FieldError } from '../../../shared/wire/envelope';
import { ExceptionCode } from '../../../shared/wire/envelope';
import type { ImportMode } from '../../../shared/wire/resourceContract';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../audit/auditLog';
import { ApiError, invalidInput } from '../../http/apiError';
import { loadMenuRules } from '../../requiredConfig/load';
import { deleteChildren } from '../childRows';
import { chosenCompany, COMPANY_FIELD } from '../companyChoice';
import { checkImportFile, ImportBusy } from '../importParser';
import { IMPORT_LIMITS, MAX_REPORTED_ERRORS } from '../importLimits';
import type { ImportCheck } from '../importRows';
import { engineMessage } from '../messages';
import { checkReferences } from '../referenceCheck';
import { deleteScope, insertRecords, selectRows } from '../rowStore';
import { UnreadableFile } from '../tabularData';
import { hookContext, type RecordCall, type RecordService } from './recordService';
import { scopeOf } from './scope';

export interface ImportInput {
  mode: ImportMode;
  file: { filename: string; content: Buffer };
  /** The company an administrator names for forwarder-written rows, as sent. */
  company: unknown;
}

/** Why a file could not be read, in the user's words, naming the limit it passed. */
export function unreadableError(error: UnreadableFile, language: Language): FieldError {
  const values = { row: error.row ?? 0 };
  const message =
    error.reason === 'limit'
      ? error.limit === 'maxRows'
        ? engineMessage(language, 'tooManyRows', { limit: IMPORT_LIMITS.maxRows })
        : error.limit === 'maxColumns'
          ? engineMessage(language, 'tooManyColumns', { limit: IMPORT_LIMITS.maxColumns })
          : error.limit === 'maxCellChars'
            ? engineMessage(language, 'cellTooLong', { ...values, limit: IMPORT_LIMITS.maxCellChars })
            : engineMessage(language, 'tooLargeUnpacked', { limit: Math.round(IMPORT_LIMITS.maxUncompressedBytes / (1024 * 1024)) })
      : engineMessage(language, error.reason === 'type' ? 'fileType' : error.reason === 'empty' ? 'empty' : error.row ? 'malformedAt' : 'malformed', values);
  return { field: 'file', row: error.row, message };
}

/** How many rows came in and how many went (covering); `input` is parsed from the wire once the caller's scope is known. */
export async function importRecords<DB>(service: RecordService<DB>, call: RecordCall, input: () => ImportInput): Promise<{ imported: number; removed: number }> {
  const { db, def, lookup } = service;
  const { principal, language } = call;
  const scope = scopeOf(def, principal);
  const { mode, file, company } = input();
  // Forwarder-written rows: the form names the company the file's rows belong to; covering replaces only its rows.
  const owner = def.adminWritten ? await chosenCompany(db, { [COMPANY_FIELD]: company }, language, COMPANY_FIELD) : scope;
  const rules = await loadMenuRules(db, def.menuCd);
  let checked: ImportCheck;
  try {
    checked = await checkImportFile({ resource: def.name, schema: def.schema, write: def.write, filename: file.filename, content: file.content, rules, language });
  } catch (error) {
    if (error instanceof ImportBusy) throw new ApiError(ExceptionCode.RateLimited, 'error.importBusy');
    if (!(error instanceof UnreadableFile)) throw error;
    throw invalidInput([unreadableError(error, language)]);
  }
  if (checked.errors.length > 0) throw invalidInput(checked.errors.slice(0, MAX_REPORTED_ERRORS));
  // The domain's own checks (functions do not travel to the worker).
  const check = def.hooks.check;
  const checkErrors = check ? checked.records.flatMap((record, i) => check(record, language).map((e) => ({ ...e, row: checked.rowNumbers?.[i] }))) : [];
  if (checkErrors.length > 0) throw invalidInput(checkErrors.slice(0, MAX_REPORTED_ERRORS));
  const refErrors = await checkReferences(db, lookup, def, owner, checked.records, language, (i) => checked.rowNumbers?.[i]);
  if (refErrors.length > 0) throw invalidInput(refErrors.slice(0, MAX_REPORTED_ERRORS));
  // insertTop, insertBottom and insert differ only in where the grid shows the rows; the server
  // keeps the file's order. covering first removes the caller's rows, in the same transaction.
  return db.transaction().execute(async (trx) => {
    if (mode === 'covering' && def.hooks.inUse) {
      const old = (await selectRows(trx, def, owner, { filters: [], sort: { field: def.fields.find((f) => f.name === 'id')!, order: 'asc' } }, null)).map((r) => Number(r.id));
      const inUse = old.length > 0 ? await def.hooks.inUse(old, hookContext(call, trx, 'import')) : [];
      if (inUse.length > 0) throw invalidInput(inUse);
    }
    if (mode === 'covering') await deleteChildren(trx, def, owner, null);
    const removed = mode === 'covering' ? await deleteScope(trx, def, owner) : 0;
    const rows = await insertRecords(trx, def, { scope: owner, userId: principal.userId }, checked.records);
    await recordAudit(trx as unknown as Kysely<Database>, principal, { resource: def.name, operation: 'import', customerId: owner.customerId, after: { file: file.filename, mode, imported: rows.length, removed, ids: rows.map((r) => Number(r.id)) } });
    return { imported: rows.length, removed };
  });
}
