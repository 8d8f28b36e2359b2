// The parameter form of a report run (a stored report's params become p1 … p5, as the run calls take
// them): the reportSql screen's run dialog and the renderer's bound-report dialog ask with it, and the
// generator precompiles its validator (generators/browserValidators.ts) for the latter.
import type { ActionInput } from './pageSchema';

const param = (n: number) => ({ type: 'string', maxLength: 500, title: `page.report.p${n}` });

export const REPORT_RUN_INPUT_SCHEMA = {
  type: 'object',
  properties: { p1: param(1), p2: param(2), p3: param(3), p4: param(4), p5: param(5) },
};

/** The bound-report dialog's form: the report's own parameters, titled and typed by their declarations. */
export const REPORT_RUN_INPUT: ActionInput = {
  schema: REPORT_RUN_INPUT_SCHEMA,
  submit: 'renderer.menuReports.run',
  fieldsFrom: { list: 'params', max: 5 },
};
