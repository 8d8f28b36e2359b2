// Text inputs and text areas of the form block that stop at the schema's maxLength as the user types
// (not only on save) and show the limit while focused ("12 / 120"). Otherwise the Fluent theme's own.
// A key renders nothing: the native input owns the text (TypedText.tsx) and only the counter's text is
// written; the form takes the text when typing pauses (useTypingDraft).
// The counter sits inside the control (the input's end, the text area's corner), never on a line of its
// own: appearing on focus and going on blur, a line would move what is below it under the pointer, so a
// click on the button under a field (which blurs the field first) would land beside it (issue 14).
// The counter is not a live region (a screen reader would read it at every key): a hidden one says once
// that the limit is reached, where the input stops taking keys.
import { Input, type InputProps, Label, makeStyles, mergeClasses, tokens, typographyStyles } from '@fluentui/react-components';
import { SchemaExamples } from '@rjsf/core';
import { type BaseInputTemplateProps, type WidgetProps, ariaDescribedByIds, getInputProps, labelValue } from '@rjsf/utils';
import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TypedInput, TypedTextarea } from './TypedText';
import { useTypingDraft } from './useTypingDraft';

const useStyles = makeStyles({
  input: { width: '100%' },
  label: { paddingTop: '2px', paddingBottom: '2px', marginBottom: '2px' },
  // Caption1's look on a span whose text is written, not rendered (Caption1 takes no ref).
  counter: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  area: { position: 'relative', display: 'flex', flexDirection: 'column' },
  // Read by screen readers, not shown.
  hidden: { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 },
  areaCounter: { position: 'absolute', insetInlineEnd: tokens.spacingHorizontalM, bottom: tokens.spacingVerticalXS, pointerEvents: 'none', backgroundColor: tokens.colorNeutralBackground1 },
});

type Props = BaseInputTemplateProps | WidgetProps;

/** The shared part: label, focus state, the counter, the typed text and its handlers. `limitable`: false for an input with no length to reach (a number), which then gets no limit, counter or announcer. */
function useLimited(props: Props, limitable = true) {
  const { id, onChange, onBlur, onFocus, options, schema, value } = props;
  const { t } = useTranslation();
  const [focused, setFocused] = useState(false);
  const max = limitable && typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const draft = useTypingDraft(value || value === 0 ? String(value) : '', (typed) => onChange(typed === '' ? options.emptyValue : typed));
  // The counter's text is written here, not rendered: a key then renders no component.
  const counter = useRef<HTMLSpanElement>(null);
  const announcer = useRef<HTMLSpanElement>(null);
  const atLimit = useRef(false);
  /** Writes the counter; `typed`: from a key, which alone may announce the limit (not opening a full field). */
  const count = (text: string, typed = false) => {
    const length = [...text].length;
    if (counter.current) counter.current.textContent = `${length} / ${max}`;
    const reached = max !== undefined && length >= max;
    if (announcer.current && reached !== atLimit.current && (typed || !reached)) announcer.current.textContent = reached ? t('form.limitReached', { max }) : '';
    atLimit.current = reached;
  };
  useLayoutEffect(() => count(draft.text()));
  return {
    max,
    draft,
    counter: max !== undefined && focused ? counter : null,
    announcer: max !== undefined ? announcer : null,
    typed: (text: string) => count(text, true),
    handlers: {
      onFocus: (e: { target: { value: string } }) => {
        setFocused(true);
        onFocus(id, e.target.value);
      },
      onBlur: (e: { target: { value: string } }) => {
        draft.leave();
        setFocused(false);
        onBlur(id, e.target.value);
      },
    },
  };
}

/** What the input and the text area pass to their Fluent control alike. */
function controlProps(props: Props, limited: ReturnType<typeof useLimited>) {
  const { id, htmlName, placeholder, required, readonly, disabled, autofocus, schema } = props;
  return {
    id,
    name: htmlName || id,
    placeholder,
    autoFocus: autofocus,
    required,
    disabled: disabled || readonly,
    onFocus: limited.handlers.onFocus,
    onBlur: limited.handlers.onBlur,
    'aria-describedby': ariaDescribedByIds(id, !!schema.examples),
  };
}

function Frame({ props, announcer, children }: { props: Props; announcer: RefObject<HTMLSpanElement | null> | null; children: ReactNode }) {
  const styles = useStyles();
  const { id, label, hideLabel, required, disabled } = props;
  return (
    <>
      {labelValue(
        <Label htmlFor={id} required={required} disabled={disabled} className={styles.label}>
          {label}
        </Label>,
        hideLabel,
      )}
      {children}
      {announcer && <span ref={announcer} id={`${id}__limit`} className={styles.hidden} aria-live="polite" data-length-limit="" />}
    </>
  );
}

function Counter({ counter, className }: { counter: RefObject<HTMLSpanElement | null>; className: string }) {
  return <span ref={counter} className={className} data-length-counter="" />;
}

export function LimitedInputTemplate(props: BaseInputTemplateProps) {
  const styles = useStyles();
  const { id, type, options, schema, onChangeOverride } = props;
  // RJSF types the input type as any string; Fluent's Input lists the ones it supports.
  const inputProps = getInputProps(schema, type, options) as ReturnType<typeof getInputProps> & { type?: InputProps['type'] };
  const limited = useLimited(props, inputProps.type !== 'number');
  const control = {
    ...controlProps(props, limited),
    ...inputProps,
    maxLength: limited.max,
    input: { className: styles.input },
    contentAfter: limited.counter ? <Counter counter={limited.counter} className={styles.counter} /> : undefined,
  };
  return (
    <Frame props={props} announcer={limited.announcer}>
      {onChangeOverride ? (
        // A widget that reads the change itself (RJSF's file input): the form's value, not a draft.
        <Input {...control} value={limited.draft.text()} onChange={onChangeOverride} />
      ) : (
        <TypedInput {...control} draft={limited.draft} onType={limited.typed} />
      )}
      <SchemaExamples id={id} schema={schema} />
    </Frame>
  );
}

export function LimitedTextareaWidget(props: WidgetProps) {
  const styles = useStyles();
  const { options } = props;
  const limited = useLimited(props);
  const rows = typeof options.rows === 'string' || typeof options.rows === 'number' ? Number(options.rows) : 5;
  return (
    <Frame props={props} announcer={limited.announcer}>
      <div className={styles.area}>
        <TypedTextarea {...controlProps(props, limited)} maxLength={limited.max} rows={rows} draft={limited.draft} onType={limited.typed} />
        {limited.counter && <Counter counter={limited.counter} className={mergeClasses(styles.counter, styles.areaCounter)} />}
      </div>
    </Frame>
  );
}
