// The plans of a list call's statements (issue 45): the engine's own read of a list page (readListPage, as
// `<resource>-list` runs it for a user of a company), each statement it sends recorded and run again as the
// server runs it. A statement the server names (namedStatements.ts) is prepared: PostgreSQL plans its first
// five calls for their values and may then keep one plan for every call (its generic plan) when that looks
// no dearer — by statistics sampled at random, so not always: both plans are checked, each forced
// (plan_cache_mode). A statement the server runs unnamed (a pattern's) is planned for its values on each
// call: that plan only. Then the scans in each plan with the rows each read.
import { type CompiledQuery, createQueryId, type Kysely, type KyselyPlugin, type RootOperationNode, sql } from 'kysely';
import { findDomainResource } from '../../../src/server/domains';
import { parseListQuery } from '../../../src/server/resources/listQuery';
import { readListPage } from '../../../src/server/resources/listPage';
import { heldReferenceNames } from '../../../src/server/resources/referenceNames';
import { StatementNames } from '../../../src/server/db/namedStatements';

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
  /** custom: planned for the call's values; generic: the one plan a prepared statement may keep for all. */
  planned: PlanMode;
  plan: PlanNode;
}

type PlanMode = 'custom' | 'generic';

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
    const modes: PlanMode[] = new StatementNames().nameOf(statement.sql) !== undefined ? ['custom', 'generic'] : ['custom'];
    for (const planned of modes) out.push({ sql: statement.sql, planned, plan: await planAsRun(db, statement, planned) });
  }
  return out;
}

/** A value written as SQL, for EXECUTE's arguments (the test's own values: text, numbers, booleans). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value).toUpperCase();
  return `'${String(value).replaceAll("'", "''")}'`;
}

/** The plan PostgreSQL runs the statement with, planned for its values or generic. */
async function planAsRun<DB>(db: Kysely<DB>, statement: CompiledQuery, planned: PlanMode): Promise<PlanNode> {
  const args = statement.parameters.length ? `(${statement.parameters.map(literal).join(', ')})` : '';
  // One connection for the prepared statement's whole life.
  return db.connection().execute(async (conn) => {
    await sql.raw(`SET plan_cache_mode = force_${planned}_plan`).execute(conn);
    await sql.raw(`PREPARE f9_plan_check AS ${statement.sql}`).execute(conn);
    try {
      const { rows } = await sql.raw<Record<string, unknown>>(`EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE f9_plan_check${args}`).execute(conn);
      const raw = rows[0]['QUERY PLAN'];
      return ((typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>)[0].Plan;
    } finally {
      await sql.raw('DEALLOCATE f9_plan_check').execute(conn);
      await sql.raw('RESET plan_cache_mode').execute(conn);
    }
  });
}
