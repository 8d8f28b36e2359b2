// The date-time field of every form (RJSF's DateTimeWidget, replaced): shows and takes the time in China
// time (Asia/Shanghai, SPEC §9), the zone lists show it in, whatever the browser's own zone, and says so in
// its label. RJSF's own widget read and wrote the browser's zone, so a time listed at 12:57 opened at 04:57
// in a browser set to UTC, and an administrator abroad scheduled announcements hours off (issue 41, 44).
// Stored and sent as an ISO instant; minutes are what a person sets.
import { Input } from '@fluentui/react-components';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { TIMEZONE } from '../../../shared/constants';
import { toDate } from '../../../shared/format/dateValue';
import { instantOf, wallTimeOf } from '../../../shared/format/zonedTime';
import { WidgetLabel } from './WidgetLabel';

const pad = (n: number) => String(n).padStart(2, '0');
const LOCAL_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** An instant (ISO text) as the input's value: the China wall time to the minute; '' when it is none. */
export function chinaInputValue(value: unknown): string {
  const date = toDate(value);
  if (!date) return '';
  const w = wallTimeOf(date, TIMEZONE);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** The input's value (China wall time) as the ISO instant the form holds; undefined when empty or not a time. */
export function instantFromChinaInput(text: string): string | undefined {
  const m = LOCAL_VALUE.exec(text);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s = '0'] = m;
  return instantOf({ year: Number(y), month: Number(mo), day: Number(d), hour: Number(h), minute: Number(mi), second: Number(s) }, TIMEZONE)?.toISOString();
}

export function ChinaDateTimeWidget(props: WidgetProps) {
  const { id, label, hideLabel, required, disabled, readonly, value, onChange, onBlur, onFocus, rawErrors, autofocus } = props;
  const { t } = useTranslation();
  return (
    <>
      <WidgetLabel id={id} label={t('renderer.time.field', { label })} required={required} disabled={disabled} hideLabel={hideLabel} />
      <Input
        id={id}
        name={id}
        type="datetime-local"
        step={60}
        value={chinaInputValue(value)}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        aria-invalid={(rawErrors?.length ?? 0) > 0 || undefined}
        aria-describedby={ariaDescribedByIds(id)}
        data-time-zone="Asia/Shanghai"
        onChange={(_, d) => onChange(d.value === '' ? undefined : instantFromChinaInput(d.value))}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
    </>
  );
}
