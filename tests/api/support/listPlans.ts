// The plans of a list call's statements (issue 45): the engine's own read of a list page (readListPage, as
// `<resource>-list` runs it for a user of a company), each statement it sends recorded and run again as the
// server runs it, a prepared statement (namedStatements.ts): PostgreSQL plans its first five calls for
// their values and may then keep one plan for every call (its generic plan) when that looks no dearer,
// so the statement is called six times and the seventh explained (EXPLAIN ANALYZE EXECUTE), with whichever
// plan PostgreSQL chose; and the scans in that plan with the rows each read.
import { type CompiledQuery, createQueryId, type Kysely, type KyselyPlugin, type RootOperationNode, sql } from 'kysely';
import { findDomainResource } from '../../../src/server/domains';
import { parseListQuery } from '../../../src/server/resources/listQuery';
import { readListPage } from '../../../src/server/resources/listPage';
import { heldReferenceNames } from '../../../src/server/resources/referenceNames';

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Plan Rows'?: number;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

export interface ExplainedStatement {
  sql: string;
  plan: PlanNode;
}

/** Every node of a plan, the node itself first. */
export function planNodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(planNodes)];
}

/** The rows a scan read: those it returned and those its filter dropped, on every loop. */
export const rowsRead = (node: PlanNode) => ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) * (node['Actual Loops'] ?? 1);

/** The scans of `tables` in the plan (sequential, or through an index) that read more than `rows` rows. */
export function scansOver(plan: PlanNode, tables: readonly string[], rows: number): PlanNode[] {
  return planNodes(plan).filter((node) => /Scan$/.test(node['Node Type']) && tables.includes(node['Relation Name'] ?? '') && rowsRead(node) > rows);
}

/** One line per node, indented, as EXPLAIN prints them, with the rows each scan read: for a failure's message. */
export function planText(plan: PlanNode, depth = 0): string {
  const on = [plan['Relation Name'] && `on ${plan['Relation Name']}`, plan['Index Name'] && `using ${plan['Index Name']}`, /Scan/.test(plan['Node Type']) && `(read ${rowsRead(plan)} rows)`].filter(Boolean).join(' ');
  return [`${'  '.repeat(depth)}${plan['Node Type']} ${on}`.trimEnd(), ...(plan.Plans ?? []).map((child) => planText(child, depth + 1))].join('\n');
}

/** The statements the engine sends for `<resource>-list?<query>` of company `customerId`, each with its plan. */
export async function listCallPlans<DB>(db: Kysely<DB>, resource: string, customerId: number, query: Record<string, string>): Promise<ExplainedStatement[]> {
  const def = findDomainResource(resource);
  if (!def) throw new Error(`no resource ${resource}`);
  const sent: RootOperationNode[] = [];
  const recorder = db.withPlugin({ transformQuery: ({ node }) => (sent.push(node), node), transformResult: async ({ result }) => result } satisfies KyselyPlugin);
  await readListPage(recorder, def, { customerId }, parseListQuery(def, query, 'en'), query, 'en', heldReferenceNames(def, findDomainResource)('en'));
  const out: ExplainedStatement[] = [];
  for (const node of sent) {
    const statement = recorder.getExecutor().compileQuery(node, createQueryId());
    // The total's planner estimate is itself an EXPLAIN (listTotal.ts): nothing runs it.
    if (/^\s*EXPLAIN/i.test(statement.sql)) continue;
    out.push({ sql: statement.sql, plan: await planAsRun(db, statement) });
  }
  return out;
}

/** A value written as SQL, for EXECUTE's arguments (the test's own values: text, numbers, booleans). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value).toUpperCase();
  return `'${String(value).replaceAll("'", "''")}'`;
}

/** The plan PostgreSQL runs the statement with once it has been called as often as a list's is. */
async function planAsRun<DB>(db: Kysely<DB>, statement: CompiledQuery): Promise<PlanNode> {
  const args = statement.parameters.length ? `(${statement.parameters.map(literal).join(', ')})` : '';
  // One connection for the prepared statement's whole life.
  return db.connection().execute(async (conn) => {
    await sql.raw(`PREPARE f9_plan_check AS ${statement.sql}`).execute(conn);
    try {
      for (let i = 0; i < 6; i++) await sql.raw(`EXECUTE f9_plan_check${args}`).execute(conn);
      const { rows } = await sql.raw<Record<string, unknown>>(`EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE f9_plan_check${args}`).execute(conn);
      const raw = rows[0]['QUERY PLAN'];
      return ((typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>)[0].Plan;
    } finally {
      await sql.raw('DEALLOCATE f9_plan_check').execute(conn);
    }
  });
}
