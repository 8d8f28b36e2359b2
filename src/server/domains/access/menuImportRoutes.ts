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
import { ok } from '../../http/reply';
import { engineMessage } from '../../resources/messages';
import { singleFile } from '../../resources/multipartBody';
import { readMenuFile } from './menuFile';
import { applyMenuDiff, diffErrors, menuDiff } from './menuImport';

const READ = { audience: 'admin' as const, menu: 'importMenu' };

async function checkedFile(request: FastifyRequest) {
  const language = requestLanguage(request);
  const part = singleFile(request.body, 'file');
  if (!part) throw invalidInput([{ field: 'file', message: engineMessage(language, 'noFile') }]);
  const { menus, errors } = await readMenuFile(part.filename, part.content, language);
  if (errors.length > 0) throw invalidInput(errors.slice(0, 100));
  return { menus, filename: part.filename, language };
}

export function menuImportRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  app.post(Calls.menuImportPreview, { config: { access: READ }, schema: { tags: ['importMenu'], summary: 'What a menu file would add, change and remove (changes nothing)' } }, async (request) => {
    const { menus, language } = await checkedFile(request);
    const diff = await menuDiff(db, menus);
    return ok({ ...diff, refused: (await diffErrors(db, diff, language)).map((e) => e.message) });
  });

  app.post(Calls.menuImport, { config: { access: { ...READ, func: 'importMenu.import' } }, schema: { tags: ['importMenu'], summary: 'Apply a menu file: all of it or nothing' } }, async (request) => {
    const { menus, filename, language } = await checkedFile(request);
    const diff = await db.transaction().execute(async (trx) => {
      const found = await menuDiff(trx, menus);
      const errors = await diffErrors(trx, found, language);
      if (errors.length > 0) throw invalidInput(errors);
      await applyMenuDiff(trx, menus, found);
      await recordAudit(trx, request.principal!, { resource: 'menu', operation: 'import', after: { file: filename, ...found } });
      return found;
    });
    return ok(diff);
  });
}
