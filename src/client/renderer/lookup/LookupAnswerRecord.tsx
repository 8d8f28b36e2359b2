// What a lookup shows of a record the server answered: its allowed fields as read-only fields (a place
// with the name the server sent beside it, `<field>Name`), and its related rows as a timeline (a public
// tracking page's shipment and events).
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LookupBlock } from '../../../shared/page/pageSchema';
import { choiceLabelOf } from '../core/choiceLabel';
import { displayValue } from '../core/displayValue';
import { useEntitySchema } from '../core/entitySchemas';
import { joinedName, referenceLabel } from '../core/referenceLabel';
import { useRendererEnv } from '../core/rendererEnv';
import { fieldTitleKey } from '../core/titles';
import type { Row } from '../core/useListController';
import { readPath } from '../core/valueMapping';
import { TimelineView } from '../timeline/TimelineBlock';
import { TimeZoneNoteFor } from '../core/TimeZoneNote';
import { displayFormatOf, showsTimeOfDay } from '../../../shared/format/timeOfDay';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS, marginBottom: tokens.spacingVerticalL },
  label: { color: tokens.colorNeutralForeground3 },
});

export function LookupAnswerRecord({ spec, timeline, answer }: { spec: NonNullable<LookupBlock['record']>; timeline?: LookupBlock['timeline']; answer: Row }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const env = useRendererEnv();
  const { schema } = useEntitySchema(spec.entity);
  const found = readPath(answer, spec.from);
  if (!found || typeof found !== 'object') return null;
  const record = found as Row;
  const options = { language: env.language, yes: t('renderer.yes'), no: t('renderer.no') };
  const related = timeline ? readPath(answer, timeline.from) : undefined;
  const fields = spec.fields.map((entry) => (typeof entry === 'string' ? { field: entry } : entry));
  const fieldOf = (field: string) => schema?.properties?.[field];
  // Times of day are China time, said once (the timeline below says it for its own).
  const showsTime = fields.some((f) => showsTimeOfDay(displayFormatOf(f.format, fieldOf(f.field))));
  return (
    <>
      <TimeZoneNoteFor shows={showsTime} />
      <dl className={styles.grid} data-lookup-record="">
        {fields.map((field) => {
          return (
            <div key={field.field} style={{ display: 'contents' }}>
              <dt className={styles.label}>{t(fieldTitleKey(spec.entity, field.field, field.title))}</dt>
              <dd data-field={field.field} style={{ margin: 0 }}>
                {joinedName(record, field.field) !== undefined
                  ? referenceLabel(record[field.field], joinedName(record, field.field))
                  : displayValue(record[field.field], { ...options, format: field.format, field: fieldOf(field.field), choice: choiceLabelOf(schema, spec.entity, field.field, t) })}
              </dd>
            </div>
          );
        })}
      </dl>
      {timeline && Array.isArray(related) && (
        <TimelineView
          spec={{ fields: timeline.fields, arrivalTypes: timeline.arrivalTypes }}
          entity={timeline.entity}
          rows={related as Row[]}
          destination={timeline.destinationField ? String(record[timeline.destinationField] ?? '') || undefined : undefined}
        />
      )}
    </>
  );
}
