// An action form whose fields are declared on the record itself (`input.fieldsFrom`: a report's
// parameters): one field per item of the list, p1 for the first …, titled with the item's own text
// and typed by its kind (a date picker for dates, a numeric keyboard for numbers).
import type { ActionInputFieldsFrom } from '../../../shared/page/pageSchema';
import type { Row } from '../core/useListController';

export interface ListedInput {
  field: string;
  title: string;
  kind: string;
}

/** The items of the record's list as fields; null when the record does not carry the list (a grid row). */
export function listedInputs(from: ActionInputFieldsFrom, record: Row | null): ListedInput[] | null {
  const list = record?.[from.list];
  if (!Array.isArray(list)) return null;
  return list.slice(0, from.max ?? list.length).map((item: Record<string, unknown>, i) => {
    const name = String(item[from.name ?? 'name'] ?? '');
    const title = String(item[from.title ?? 'title'] ?? '') || name;
    return { field: `p${i + 1}`, title, kind: String(item[from.kind ?? 'kind'] ?? 'string') };
  });
}

/** The inline schema cut to the listed fields, each titled and typed by its item (user text: not a key). */
export function listedSchema(base: Record<string, unknown>, inputs: ListedInput[]): Record<string, unknown> {
  const baseProps = (base.properties ?? {}) as Record<string, Record<string, unknown>>;
  const properties = Object.fromEntries(
    inputs.map((i) => {
      const { maxLength, ...own } = baseProps[i.field] ?? { type: 'string' };
      // A date picker has no length to count; the validator keeps the base schema's limit.
      return [i.field, i.kind === 'date' ? { ...own, title: i.title, format: 'date' } : { ...own, ...(maxLength === undefined ? {} : { maxLength }), title: i.title }];
    }),
  );
  return { ...base, properties };
}

/** Numbers get a number input (the value stays text: the server checks it as an exact decimal). */
export function listedWidgetOptions(inputs: ListedInput[]): Record<string, { inputType: string }> {
  return Object.fromEntries(inputs.filter((i) => i.kind === 'number').map((i) => [i.field, { inputType: 'number' }]));
}
