// A page file checked against schemas/page.schema.json, told as an analyst can act on it
// (pageFileMessages.ts: one line per fault, naming the file and the JSON pointer). This module
// compiles the validator with Ajv at run time (Node: the lint, the server, the build); the browser's
// page preview runs the same schema precompiled by `npm run gen` (schemas/validators/page-file.js).
import Ajv from 'ajv';
import pageSchemaJson from '../../../schemas/page.schema.json';
import { discriminatedSchema, PAGE_AJV_OPTIONS, type PageProblem, pageProblems, unionMembers } from './pageFileMessages';

export { formatProblem, type PageProblem } from './pageFileMessages';

export const BLOCK_TYPES: readonly string[] = [...unionMembers(pageSchemaJson, 'PageBlock').keys()];

const validate = new Ajv(PAGE_AJV_OPTIONS).compile(discriminatedSchema(pageSchemaJson));

/** The faults of a page file's JSON against the page schema (empty when valid). */
export function checkPageJson(json: unknown): PageProblem[] {
  return pageProblems(validate, json);
}
