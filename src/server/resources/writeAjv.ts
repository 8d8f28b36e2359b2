// The one Ajv set-up of writes: the server compiles with it at run time and `npm run gen` compiles
// the browser's standalone validators with it, so both check with the same options, formats and
// keywords (a second copy could drift and make the browser and server disagree).
import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import { CHECK_DIGIT_KEYWORD } from '../../shared/checkDigits';
import { FIELD_CHECK_KEYWORD } from '../../shared/entities/fieldChecks';
import { DISPLAY_FORMAT, FORMAT_EXAMPLES, OPTIONS_OF } from '../../shared/entities/entitySchema';
import { REQUIRED_MESSAGES_KEYWORD } from '../../shared/requiredConfig/mergeRequired';

// verbose: a pattern error carries its schema, whose examples the message names.
export const WRITE_AJV_OPTIONS: Options = { allErrors: true, strict: true, verbose: true, coerceTypes: false, useDefaults: false, removeAdditional: false };

/** Our annotations: kept in the schema for the generator and the client, meaningless to validation. */
export const ANNOTATION_KEYWORDS = ['x-entity', 'x-table', 'x-customerScoped', 'x-handWritten', 'x-keyField', 'x-defaultSort', 'x-indexed', 'x-listIndexes', 'x-reference', 'x-referenceValue', 'x-referenceFilter', 'x-offeredWhen', 'x-display', 'x-computed', 'x-childTable', 'x-tree', 'x-badges', 'x-transitions', 'x-requiredFor', FIELD_CHECK_KEYWORD, CHECK_DIGIT_KEYWORD, FORMAT_EXAMPLES, DISPLAY_FORMAT, OPTIONS_OF, REQUIRED_MESSAGES_KEYWORD];

export const DATA_URL_FORMAT = /^data:[^;,]*(;name=[^;,]*)?;base64,[A-Za-z0-9+/]*={0,2}$/;

/** An Ajv for writes; `extra` only adds code-generation options (the generator's `code`). */
export function createWriteAjv(extra: Pick<Options, 'code'> = {}): Ajv {
  const ajv = new Ajv({ ...WRITE_AJV_OPTIONS, ...extra });
  addFormats(ajv);
  // RJSF's file field: the file as a data URL (`data:<type>;name=<file>;base64,<content>`).
  ajv.addFormat('data-url', DATA_URL_FORMAT);
  ajv.addVocabulary(ANNOTATION_KEYWORDS);
  return ajv;
}
