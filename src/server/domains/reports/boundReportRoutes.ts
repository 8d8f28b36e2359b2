// The reports bound to a menu (menuReport) on that menu's own screen: `GET boundReports?menuCd=` lists
// them with their typed parameters; `POST boundReports/run` and `boundReports/exportXlsx` (form fields
// menuCd, code, p1 … p5 for $1 … $5) run one read-only exactly as reportSql's run does. The caller must
// be granted the menu named (the permission hook's rule, applied once the call names the menu), and a
// report not bound to that menu is "not found". Reports bind only to administrators' menus
// (menuReportCheck.ts) because the report views span every company: the hook refuses customers outright.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { type Language, readsChinese } from '../../../shared/constants';
import { Calls } from '../../../shared/wire/calls';
import { requireAccess } from '../../auth/permissionHook';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/apiError';
import { requestLanguage } from '../../http/language';
import { answers, arrayOf, exactObject, TEXT } from '../../http/answerSchemas';
import { ok } from '../../http/reply';
import { formSchema, querySchema, str } from '../../routes/schemaParts';
import { loadReport, type StoredReport } from './loadReport';
import { exportAnswer, LAID_OUT_RESULT, REPORT_FILE, runAsSent } from './reportActions';
import { MAX_PARAMS } from './resources';

const ADMIN = { audience: 'admin' as const };
const MENU_CD = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9]{1,63}$' };
const CODE = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{1,39}$' };
const POSITIONS = Object.fromEntries(Array.from({ length: MAX_PARAMS }, (_, i) => [`p${i + 1}`, str(500)]));
const RUN_FORM = formSchema({ menuCd: MENU_CD, code: CODE, ...POSITIONS }, ['menuCd', 'code']);

type RunForm = { menuCd: string; code: string } & Record<string, string | undefined>;

/** A report's name in the reader's language: the local name for Chinese readers when it has one. */
const nameFor = (language: Language, name: string, nameLocal: string | null) => (readsChinese(language) && nameLocal ? nameLocal : name);

/** The menu's bound report of that code, loaded; the caller's grant of the menu checked first. */
async function boundReport(db: Kysely<Database>, request: FastifyRequest, form: RunForm): Promise<StoredReport> {
  requireAccess({ audience: 'admin', menu: form.menuCd }, request.principal!);
  const binding = await db.selectFrom('menu_reports').select('id').where('menu_cd', '=', form.menuCd).where('report_code', '=', form.code).executeTakeFirst();
  if (!binding) throw notFound();
  return loadReport(db, { code: form.code });
}

/** Runs the bound report the form names, read-only (the runner works in a savepoint of this transaction, rolled back), and hands report and result to `answer`. */
function runBound<T>(db: Kysely<Database>, request: FastifyRequest, answer: (report: StoredReport, result: Awaited<ReturnType<typeof runAsSent>>) => T | Promise<T>): Promise<T> {
  const form = request.body as RunForm;
  return db.transaction().execute(async (trx) => {
    const report = await boundReport(trx, request, form);
    return answer(report, await runAsSent(trx, report, form, requestLanguage(request)));
  });
}

export function boundReportRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  app.get(
    Calls.boundReports,
    {
      config: { access: ADMIN },
      schema: {
        tags: ['reports'],
        summary: 'The reports bound to a menu the caller is granted, with their parameters',
        querystring: querySchema({ menuCd: MENU_CD }, ['menuCd']),
        response: answers(exactObject({ menuCd: TEXT, reports: arrayOf(exactObject({ code: TEXT, name: TEXT, params: arrayOf(exactObject({ name: TEXT, kind: TEXT, title: TEXT })) })) })),
      },
    },
    async (request) => {
      const { menuCd } = request.query as { menuCd: string };
      requireAccess({ audience: 'admin', menu: menuCd }, request.principal!);
      const language = requestLanguage(request);
      const bound = await db
        .selectFrom('menu_reports')
        .innerJoin('report_sqls', 'report_sqls.code', 'menu_reports.report_code')
        .select(['report_sqls.id', 'report_sqls.code', 'report_sqls.name', 'report_sqls.name_local'])
        .where('menu_reports.menu_cd', '=', menuCd)
        .orderBy('menu_reports.sno')
        .orderBy('report_sqls.code')
        .execute();
      const params = bound.length
        ? await db.selectFrom('report_sql_params').select(['parent_id', 'name', 'kind', 'title']).where('parent_id', 'in', bound.map((r) => r.id)).orderBy('parent_id').orderBy('line_no').execute()
        : [];
      const reports = bound.map((r) => ({
        code: r.code,
        name: nameFor(language, r.name, r.name_local),
        params: params.filter((p) => p.parent_id === r.id).map((p) => ({ name: p.name, kind: p.kind, title: p.title ?? p.name })),
      }));
      return ok({ menuCd, reports });
    },
  );

  app.post(
    Calls.boundReportsRun,
    { config: { access: ADMIN }, schema: { tags: ['reports'], summary: 'Run a report bound to a granted menu, read-only (form: menuCd, code, p1 … p5); columns and rows (at most 2000)', querystring: querySchema(), body: RUN_FORM, response: answers(LAID_OUT_RESULT) } },
    async (request) => ok(await runBound(db, request, (_, result) => result)),
  );

  app.post(
    Calls.boundReportsExport,
    { config: { access: ADMIN }, schema: { tags: ['reports'], summary: 'Run a report bound to a granted menu and answer its result as an xlsx file: { file: { fileName, mediaType, base64 }, rowCount, capped }', querystring: querySchema(), body: RUN_FORM, response: answers(REPORT_FILE) } },
    async (request) => ok(await runBound(db, request, exportAnswer)),
  );
}
