// Picks the key of another resource's record (a field with `x-reference`) from a searchable dropdown
// that pages through that resource on the server: the typed text goes to the list call as `$search`
// (key or display name, resourceContract.ts), twenty records at a time, more as the list scrolls to its
// end. Options show the key and the display name in the user's language; arrows and Enter pick one.
// A field may hold another field of the record than its key (`valueField`, e.g. a role's numeric id)
// and offer only records matching fixed conditions (`fixedFilter`: the field's `x-referenceFilter`, e.g.
// ports only for a sea POL, customer roles only); a form offers only what the target offers for new use
// (an active code, an open delivery slot: referenceConditions.ts), a search filter every record.
import { Caption1, Combobox, Option, makeStyles, tokens } from '@fluentui/react-components';
import { type UIEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { conditionsFilter, offeredConditions, type ReferenceConditions } from '../../../shared/entities/referenceConditions';
import { SEARCH_FILTER } from '../../../shared/wire/resourceContract';
import { useEntitySchema } from '../core/entitySchemas';
import { displayTextOf, referenceLabel } from '../core/referenceLabel';
import { listRead, useList } from '../../api/reads';
import { useRendererEnv } from '../core/rendererEnv';

/** Records per request. */
export const REFERENCE_PAGE_SIZE = 20;
/** Typing pauses this long before the search goes out. */
const SEARCH_DELAY_MS = 250;
/** Pixels from the list's end at which the next page is asked for. */
const LOAD_MORE_EDGE = 48;

const useStyles = makeStyles({
  combo: { width: '100%', minWidth: '0' },
  option: { display: 'flex', flexDirection: 'column', minWidth: '0' },
  key: { fontWeight: tokens.fontWeightSemibold },
  name: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

export interface ReferencePickerProps {
  /** The resource the field refers to (`x-reference`). */
  resource: string;
  value: string | undefined;
  /** The display name the server joined to the value (`<field>Name`), shown until the list is read. */
  name?: string;
  onChange(value: string | undefined): void;
  /** Instead of onChange for a record picked from the list: its value and every field the list answered (a form fills others from it). */
  onPick?(value: string, record: Record<string, unknown>): void;
  /** The record's field the value holds (`x-referenceValue`); the resource's key field by default. */
  valueField?: string;
  /** Conditions every offered record meets (`x-referenceFilter`): field → value (eq) or values (in). */
  fixedFilter?: ReferenceConditions;
  /** Offer what is no longer offered for new use too (a search filter: old records still hold deactivated codes, closed slots); forms do not. */
  withInactive?: boolean;
  id?: string;
  disabled?: boolean;
  invalid?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string;
  /** Where a line-items cell is (LineRow.tsx), so moving between lines finds its input. */
  'data-line'?: number;
  'data-col'?: string;
  /** The form the input belongs to, when not the one around it (a line's own form, LineRow.tsx). */
  form?: string;
  onBlur?(): void;
  onFocus?(): void;
}

interface Choice {
  /** The value picked (the valueField's). */
  key: string;
  /** The record's key shown in bold (the same as `key` unless a valueField is named). */
  code: string;
  name: string;
}

export function ReferencePicker(props: ReferencePickerProps) {
  const { resource, value, onChange, valueField, fixedFilter, withInactive } = props;
  // An object prop from a schema is a new object at each render: compare its content instead.
  const fixedText = JSON.stringify(fixedFilter ?? {});
  const styles = useStyles();
  const { t } = useTranslation();
  const env = useRendererEnv();
  const { schema } = useEntitySchema(resource);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [typing, setTyping] = useState(false);
  const [choices, setChoices] = useState<Choice[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  /** Labels (key and name) of values seen in answers, so the picked one reads well after the list closes. */
  const [known, setKnown] = useState<Record<string, string>>({});
  /** The records offered, by their value: what a pick hands on. */
  const records = useRef(new Map<string, Record<string, unknown>>());
  /** Only the latest request's answer counts (typing sends several). */
  const latest = useRef(0);

  const load = useCallback(
    async (text: string, pageNo: number) => {
      if (!schema) return;
      const ticket = ++latest.current;
      setLoading(true);
      setFailed(false);
      const keyField = typeof schema['x-keyField'] === 'string' ? schema['x-keyField'] : 'id';
      // What the target offers for new use (an active code, an open slot), and what the field may hold.
      const fixed = conditionsFilter({ ...(withInactive ? {} : offeredConditions(schema)), ...(JSON.parse(fixedText) as ReferenceConditions) });
      try {
        const params = { page: pageNo, size: REFERENCE_PAGE_SIZE, filter: text.trim() ? { ...fixed, [SEARCH_FILTER]: text.trim() } : fixed };
        // Through the query layer: reopening the list or typing back to an earlier search takes what it answered.
        const answer = await env.queries.fetchQuery(listRead<Record<string, unknown>>(env.data, resource, params));
        if (ticket !== latest.current) return;
        const read = answer.result.map((r) => ({ key: String(r[valueField ?? keyField] ?? ''), code: String(r[keyField] ?? ''), name: displayTextOf(schema, r, env.language) }));
        for (const r of answer.result) records.current.set(String(r[valueField ?? keyField] ?? ''), r);
        setChoices((before) => (pageNo === 1 ? read : [...before, ...read]));
        setKnown((before) => ({ ...before, ...Object.fromEntries(read.map((c) => [c.key, referenceLabel(c.code, c.name)])) }));
        setTotal(answer.page.total);
        setPage(pageNo);
      } catch (error) {
        if (ticket !== latest.current) return;
        setFailed(true);
        if (!env.errorShown(error)) env.notify('error', t('renderer.referenceLoadFailed'));
      } finally {
        if (ticket === latest.current) setLoading(false);
      }
    },
    [env, resource, schema, t, valueField, fixedText, withInactive],
  );

  // The first page when the list opens, a new first page after each pause in typing.
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => void load(typing ? query : '', 1), typing ? SEARCH_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [open, query, typing, load]);

  const onScroll = (e: UIEvent<HTMLElement>) => {
    const list = e.currentTarget;
    const nearEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - LOAD_MORE_EDGE;
    if (nearEnd && !loading && choices.length < total) void load(typing ? query : '', page + 1);
  };

  // A key that came without its name (carried in a link's query, a default): read that one record's
  // name, so the field shows "CNSHA Shanghai" rather than the bare key.
  const nameMissing = !!value && !!schema && known[value] === undefined && !props.name;
  const keyField = schema && typeof schema['x-keyField'] === 'string' ? schema['x-keyField'] : 'id';
  const named = useList<Record<string, unknown>>(env, resource, { page: 1, size: 1, filter: { [valueField ?? keyField]: { eq: value ?? '' } } }, { enabled: nameMissing });
  const namedRow = nameMissing ? named.data?.result[0] : undefined;
  // An unknown key keeps showing as it is (the server refuses it on save, naming the field).
  const lookedUp = namedRow && schema ? referenceLabel(String(namedRow[keyField] ?? value), displayTextOf(schema, namedRow, env.language)) : undefined;

  const shown = typing ? query : value ? known[value] || lookedUp || referenceLabel(value, props.name) : '';

  return (
    <Combobox
      id={props.id}
      className={styles.combo}
      aria-label={props['aria-label']}
      aria-describedby={props['aria-describedby']}
      data-line={props['data-line']}
      data-col={props['data-col']}
      form={props.form}
      aria-invalid={props.invalid || undefined}
      disabled={props.disabled}
      placeholder={t('renderer.referenceSearch')}
      clearable
      open={open}
      value={shown}
      selectedOptions={value ? [value] : []}
      onOpenChange={(_, d) => {
        setOpen(d.open);
        if (!d.open) {
          setTyping(false);
          setQuery('');
        }
      }}
      onChange={(e) => {
        setQuery(e.target.value);
        setTyping(true);
        setOpen(true);
      }}
      onOptionSelect={(_, d) => {
        setTyping(false);
        setQuery('');
        const picked = d.optionValue ? records.current.get(d.optionValue) : undefined;
        if (picked && d.optionValue && props.onPick) props.onPick(d.optionValue, picked);
        else onChange(d.optionValue || undefined);
      }}
      onBlur={props.onBlur}
      onFocus={props.onFocus}
      listbox={{ onScroll, 'data-reference-list': resource } as Record<string, unknown>}
      data-reference={resource}
    >
      {choices.map((c) => (
        <Option key={c.key} value={c.key} text={referenceLabel(c.code, c.name)}>
          <span className={styles.option}>
            <span className={styles.key}>{c.code}</span>
            {c.name && c.name !== c.code && <span className={styles.name}>{c.name}</span>}
          </span>
        </Option>
      ))}
      {(loading || failed || choices.length === 0) && (
        <Option disabled value="" text="">
          <Caption1 role="status">{loading ? t('renderer.referenceLoading') : failed ? t('renderer.referenceLoadFailed') : t('renderer.referenceNoMatch')}</Caption1>
        </Option>
      )}
    </Combobox>
  );
}
