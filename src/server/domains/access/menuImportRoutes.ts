// importMenu's calls (multipart `file`, json or xlsx/csv): `menu-importPreview` answers the diff
// (added, changed, removed with the roles still holding each) and changes nothing;
// `menu-import` applies the same diff in one transaction, or refuses the whole file naming why.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { Calls } from '../../../shared/wire/calls';
import { recordAudit } from '../../audit/auditLog';
import type { Database } from '../../db/schema';
import { invalidInput } from '../../http/apiError';
import { requestLanguage } from '../../http/language';
import { translate } from '../../i18n/translate';
import type { Language } from '../../../shared/constants';
import { ok } from '../../http/reply';
import { engineMessage } from '../../resources/messages';
import { singleFile } from '../../resources/multipartBody';
import { fileField, formSchema, multipartSchema, querySchema, str } from '../../routes/schemaParts';
import { MAX_IMPORT_BYTES } from '../../../shared/wire/resourceContract';
import { readMenuFile } from './menuFile';
import { pageCallAccess } from '../../pages/pageGrants';
import { applyMenuDiff, diffErrors, menuDiff, type MenuDiff } from './menuImport';
import { answers, arrayOf, BOOLEAN, exactObject, freeForm, INTEGER, orNull, TEXT } from '../../http/answerSchemas';


/** A data URL as a form's file field sends it (`data:<type>;name=<file name>;base64,<content>`). */
const DATA_URL = /^data:[^;,]*(?:;name=([^;,]{1,200}))?;base64,([A-Za-z0-9+/]*={0,2})$/;

/** The uploaded file: a multipart part, or a form field holding a data URL (what the importMenu screen's form sends). */
function uploaded(body: unknown): { filename: string; content: Buffer } | undefined {
  const part = singleFile(body, 'file');
  if (part) return part;
  const text = body && typeof body === 'object' ? (body as Record<string, unknown>).file : undefined;
  const match = typeof text === 'string' ? DATA_URL.exec(text) : null;
  if (!match) return undefined;
  let filename = 'menus.json';
  try {
    filename = match[1] ? decodeURIComponent(match[1]) : filename;
  } catch {
    // A badly escaped name is only a name: the content decides.
  }
  return { filename, content: Buffer.from(match[2], 'base64') };
}

async function checkedFile(request: FastifyRequest) {
  const language = requestLanguage(request);
  const part = uploaded(request.body);
  if (!part) throw invalidInput([{ field: 'file', message: engineMessage(language, 'noFile') }]);
  const { menus, errors } = await readMenuFile(part.filename, part.content, language);
  if (errors.length > 0) throw invalidInput(errors.slice(0, 100));
  return { menus, filename: part.filename, language };
}

/** The diff as one list for a screen's table (change, menu, what) and its counts for the message. */
function summary(diff: MenuDiff, language: Language) {
  const entries = [
    ...diff.added.map((m) => ({ change: translate(language, 'menuImport.added'), name: m.name, detail: `${m.path} (${m.titleKey})` })),
    ...diff.changed.map((c) => ({ change: translate(language, 'menuImport.changed'), name: c.name, detail: Object.entries(c.fields).map(([f, v]) => `${f}: ${String(v.from)} → ${String(v.to)}`).join('; ') })),
    ...diff.removed.map((r) => ({ change: translate(language, 'menuImport.removed'), name: r.name, detail: r.grantedTo.join(', ') })),
  ];
  return { entries, addedCount: diff.added.length, changedCount: diff.changed.length, removedCount: diff.removed.length };
}

/**
 * The file as a multipart part, or as a form field holding a data URL (base64 grows it by a third). Only
 * the form is validated by Fastify: a multipart body is parsed into parts the handler checks itself, and a
 * missing file is the handler's to name (noFile), either way.
 */
const FILE_INPUT = {
  querystring: querySchema(),
  body: { content: { 'application/x-www-form-urlencoded': { schema: formSchema({ file: str(Math.ceil((MAX_IMPORT_BYTES * 4) / 3) + 300, { description: 'data:<type>;name=<file name>;base64,<content>: a menu file, json, xlsx or csv' }) }) } } },
  multipart: multipartSchema({ file: fileField('a menu file, json, xlsx or csv') }, ['file']),
};

/** A menu as a file names it (menuFile.ts MenuRow). */
const MENU_ROW = exactObject({ name: TEXT, path: TEXT, parent: orNull(TEXT), sno: INTEGER, titleKey: TEXT, icon: TEXT, hidden: BOOLEAN, noCache: BOOLEAN, activeMenu: orNull(TEXT), audience: { type: 'string', enum: ['admin', 'customer'] } });
/** The diff (menuImport.ts MenuDiff) and its summary for the screen's table; a change names each field with its old and new value. */
const DIFF = {
  added: arrayOf(MENU_ROW),
  changed: arrayOf(exactObject({ name: TEXT, fields: { type: 'object', additionalProperties: exactObject({ from: freeForm('the stored value'), to: freeForm("the file's value") }, []) } })),
  removed: arrayOf(exactObject({ name: TEXT, grantedTo: arrayOf(TEXT, 'the roles still holding it') })),
  entries: arrayOf(exactObject({ change: TEXT, name: TEXT, detail: TEXT })),
  addedCount: INTEGER,
  changedCount: INTEGER,
  removedCount: INTEGER,
};

export function menuImportRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  app.post(Calls.menuImportPreview, { config: { access: pageCallAccess('POST', Calls.menuImportPreview) }, schema: { tags: ['menuImport'], summary: 'What a menu file would add, change and remove (changes nothing)', ...FILE_INPUT, response: answers(exactObject({ ...DIFF, refused: arrayOf(TEXT, 'why the file would be refused') })) } }, async (request) => {
    const { menus, language } = await checkedFile(request);
    const diff = await menuDiff(db, menus);
    return ok({ ...diff, ...summary(diff, language), refused: (await diffErrors(db, diff, language)).map((e) => e.message) });
  });

  app.post(Calls.menuImport, { config: { access: pageCallAccess('POST', Calls.menuImport) }, schema: { tags: ['menuImport'], summary: 'Apply a menu file: all of it or nothing', ...FILE_INPUT, response: answers(exactObject(DIFF)) } }, async (request) => {
    const { menus, filename, language } = await checkedFile(request);
    const diff = await db.transaction().execute(async (trx) => {
      const found = await menuDiff(trx, menus);
      const errors = await diffErrors(trx, found, language);
      if (errors.length > 0) throw invalidInput(errors);
      await applyMenuDiff(trx, menus, found);
      await recordAudit(trx, request.principal!, { resource: 'menu', operation: 'import', after: { file: filename, ...found } });
      return found;
    });
    return ok({ ...diff, ...summary(diff, language) });
  });
}
