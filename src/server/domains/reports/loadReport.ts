// A stored report with its parameters and its template's columns, as the runner and the layout need them.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/apiError';
import type { ParamDef } from './reportParams';
import type { TemplateColumn } from './reportLayout';

export interface StoredReport {
  id: number;
  code: string;
  name: string;
  sqlText: string;
  params: ParamDef[];
  template: { columns: TemplateColumn[]; showUnlisted: boolean } | null;
}

export async function loadReport(db: Kysely<Database>, by: { id: number } | { code: string }): Promise<StoredReport> {
  let q = db.selectFrom('report_sqls').select(['id', 'code', 'name', 'sql_text', 'template_code']);
  q = 'id' in by ? q.where('id', '=', by.id) : q.where('code', '=', by.code);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  const params = await db.selectFrom('report_sql_params').select(['name', 'kind', 'title']).where('parent_id', '=', row.id).orderBy('line_no').execute();
  let template: StoredReport['template'] = null;
  if (row.template_code) {
    const t = await db.selectFrom('report_templates').select(['id', 'show_unlisted']).where('code', '=', row.template_code).executeTakeFirst();
    if (t) {
      const columns = await db
        .selectFrom('report_template_columns')
        .select(['field', 'title_en', 'title_zh', 'title_tr', 'title_es', 'format', 'width'])
        .where('parent_id', '=', t.id)
        .orderBy('line_no')
        .execute();
      template = {
        showUnlisted: t.show_unlisted === true,
        columns: columns.map((c) => ({ field: c.field, titleEn: c.title_en, titleZh: c.title_zh, titleTr: c.title_tr, titleEs: c.title_es, format: c.format, width: c.width })),
      };
    }
  }
  return { id: row.id, code: row.code, name: row.name, sqlText: row.sql_text, params: params.map((p) => ({ name: p.name, kind: p.kind as ParamDef['kind'], title: p.title })), template };
}
