// The filter block: a search form above the grid; search applies it to the page's list (page 1),
// reset clears it. Fields with a `default` start filled and the list is asked with them at once; so do
// the conditions of a link's `?filter=` (a dashboard count opening the filtered order list).
import { Button, Dropdown, Field, Input, Option, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterBlock as FilterBlockSchema } from '../../../shared/page/pageSchema';
import { useControlSize } from '../../shell/theme/controlSize';
import { useEntitySchema } from '../core/entitySchemas';
import { useRendererEnv } from '../core/rendererEnv';
import { entityOfResource, usePageRuntime } from '../core/pageRuntime';
import { ReferencePicker } from '../form/ReferencePicker';
import { getRole } from '../../state/session';
import { type FilterValue, type ResolvedFilterField, buildListFilter, filterValuesOfLink, initialFilterValues, resolveFilterField } from './filterModel';
import { LoadingSpinner } from '../../widgets/LoadingSpinner';

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  field: { minWidth: '160px' },
  range: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export default function FilterBlock({ block }: { block: FilterBlockSchema }) {
  const styles = useStyles();
  // Fluent's Field hands its size to the inputs and dropdowns inside it.
  const size = useControlSize();
  const { t } = useTranslation();
  const runtime = usePageRuntime();
  const linked = useRendererEnv().params.filter;
  // The grid it drives: `target`, else the page's first grid; its fields are that grid's resource's.
  const target = block.target ? runtime.lists.byId(block.target) : runtime.lists.primary;
  const targetResource = target?.block.type === 'grid' ? target.block.resource : undefined;
  const entity = entityOfResource(runtime, targetResource);
  const { schema, error } = useEntitySchema(entity);
  const [values, setValues] = useState<Record<string, FilterValue>>({});
  const [invalid, setInvalid] = useState<string[]>([]);

  const fields = useMemo(
    () =>
      // A customer's filter leaves out the staff's fields (their server scope already decides).
      block.fields
        .filter((entry) => typeof entry === 'string' || !entry.staffOnly || getRole() !== 'customer')
        .map((entry) => {
        const name = typeof entry === 'string' ? entry : entry.field;
        return resolveFilterField(entry, entity, schema?.properties?.[name]);
      }),
    [block.fields, entity, schema],
  );

  // The defaults and the link's filter apply when the field types are known (a date needs its input
  // kind), and again when a new link opens this (kept-alive) page.
  const applied = useRef<string | null>(null);
  useEffect(() => {
    const key = linked ?? '';
    if (applied.current === key || (!schema && !error)) return;
    const first = applied.current === null;
    applied.current = key;
    if (!first && !linked) return;
    const initial = { ...initialFilterValues(fields), ...filterValuesOfLink(fields, linked) };
    if (first && Object.keys(initial).length === 0) return;
    setValues(initial);
    setInvalid([]);
    target?.list.setFilter(buildListFilter(fields, initial).filter);
  }, [schema, error, fields, target, linked]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const { filter, invalid: bad } = buildListFilter(fields, values);
    setInvalid(bad);
    if (bad.length > 0) return;
    target?.list.setFilter(filter);
  };

  const reset = () => {
    setValues({});
    setInvalid([]);
    target?.list.setFilter({});
  };

  const set = (field: string, value: FilterValue) => setValues((v) => ({ ...v, [field]: value }));
  // Inputs depend on the field types: wait for the schema (a page without an entity file goes on).
  if (!schema && !error) return <LoadingSpinner size="tiny" />;

  return (
    <form className={styles.form} onSubmit={submit} data-block="filter" aria-label="filter">
      {fields.map((f) => (
        <Field
          key={f.field}
          size={size}
          className={styles.field}
          label={t(f.titleKey)}
          validationState={invalid.includes(f.field) ? 'error' : 'none'}
          validationMessage={invalid.includes(f.field) ? t('renderer.filterNumberInvalid') : undefined}
        >
          <FilterInputView f={f} value={values[f.field]} onChange={(v) => set(f.field, v)} />
        </Field>
      ))}
      <div className={styles.buttons}>
        <Button type="submit" appearance="primary" size={size} data-filter="search">
          {t('renderer.search')}
        </Button>
        <Button type="button" size={size} onClick={reset} data-filter="reset">
          {t('renderer.reset')}
        </Button>
      </div>
    </form>
  );
}

function FilterInputView({ f, value, onChange }: { f: ResolvedFilterField; value: FilterValue | undefined; onChange(v: FilterValue): void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const htmlType = f.input === 'number' ? 'text' : f.input === 'date' ? 'date' : 'text';
  const name = `filter-${f.field}`;

  if (f.reference) {
    const picked = typeof value === 'string' && value !== '' ? value : undefined;
    // Searching finds old records too, so codes deactivated since (and closed slots) are offered here.
    return <ReferencePicker id={name} resource={f.reference} fixedFilter={f.referenceFilter} aria-label={t(f.titleKey)} value={picked} valueField={f.valueField} onChange={(v) => onChange(v ?? '')} withInactive />;
  }

  if (f.input === 'select' || f.input === 'boolean') {
    const options = f.input === 'boolean' ? ['true', 'false'] : f.options.map(String);
    const labelOf = (o: string) =>
      f.input === 'boolean' ? t(o === 'true' ? 'renderer.yes' : 'renderer.no') : f.optionsKey ? t(`${f.optionsKey}.${o}`, { defaultValue: o }) : o;
    const multi = f.op === 'in';
    const selected = Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : [];
    return (
      <Dropdown
        name={name}
        multiselect={multi}
        clearable
        selectedOptions={selected}
        value={selected.map(labelOf).join(', ')}
        onOptionSelect={(_, d) => onChange(multi ? d.selectedOptions : (d.optionValue ?? ''))}
      >
        {options.map((o) => (
          <Option key={o} value={o}>
            {labelOf(o)}
          </Option>
        ))}
      </Dropdown>
    );
  }
  if (f.op === 'range') {
    const range = typeof value === 'object' && !Array.isArray(value) ? value : { from: '', to: '' };
    return (
      <div className={styles.range}>
        <Input type={htmlType} name={`${name}-from`} aria-label={t('renderer.from')} value={range.from} onChange={(_, d) => onChange({ ...range, from: d.value })} />
        <span>-</span>
        <Input type={htmlType} name={`${name}-to`} aria-label={t('renderer.to')} value={range.to} onChange={(_, d) => onChange({ ...range, to: d.value })} />
      </div>
    );
  }
  return (
    <Input
      type={htmlType}
      inputMode={f.input === 'number' ? 'decimal' : undefined}
      name={name}
      value={typeof value === 'string' ? value : ''}
      onChange={(_, d) => onChange(d.value)}
    />
  );
}
