// The detail block: read-only groups of one record's fields: a bound record (`recordId`), the row of
// a row dialog, the route's record (loaded by the page), else the row last selected in the page's grid.
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { BadgeColor } from '../../../shared/page/badgeColor';
import type { DetailBlock as DetailBlockSchema } from '../../../shared/page/pageSchema';
import { badgePaintOf } from '../core/badges';
import { choiceLabelOf } from '../core/choiceLabel';
import { displayValue } from '../core/displayValue';
import { useEntitySchema } from '../core/entitySchemas';
import { resolveBinding } from '../core/bindings';
import { BlockRecordContext, entityOfResource, usePageRuntime } from '../core/pageRuntime';
import { lastSelected } from '../core/pageLists';
import { isReferenceField, joinedName, referenceLabel } from '../core/referenceLabel';
import { useRendererEnv } from '../core/rendererEnv';
import { type RecordController, useRecordController } from '../core/useRecordController';
import { fieldTitleKey } from '../core/titles';
import { TimeZoneNoteFor } from '../core/TimeZoneNote';
import { displayFormatOf, showsTimeOfDay } from '../../../shared/format/timeOfDay';
import { readPath } from '../core/valueMapping';
import { DetailLinesTable } from './DetailLinesTable';
import { LoadingSpinner } from '../../widgets/LoadingSpinner';

const useStyles = makeStyles({
  group: { marginBottom: tokens.spacingVerticalL },
  grid: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS },
  label: { color: tokens.colorNeutralForeground3 },
  // A text of several lines (a party copied into a booking: name, street, contact…) keeps its lines.
  value: { margin: 0, whiteSpace: 'pre-line' },
  badge: { display: 'inline-block', padding: `0 ${tokens.spacingHorizontalS}`, borderRadius: tokens.borderRadiusCircular, fontWeight: tokens.fontWeightSemibold },
});

export default function DetailBlock({ block }: { block: DetailBlockSchema }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const env = useRendererEnv();
  const runtime = usePageRuntime();
  const given = useContext(BlockRecordContext);
  const bound = useBoundRecord(block);
  const entity = entityOfResource(runtime, block.resource);
  // Fields with choices show their labels, as in the grid.
  const { schema: entitySchema } = useEntitySchema(entity);

  // A bound detail reads its own record; in a row dialog the row; else the route's record, else the
  // row last selected in the page's grid.
  const record = block.recordId !== undefined ? bound.record : given !== undefined ? given : runtime.record ?? lastSelected(runtime.list ?? undefined);
  if (bound.error) return <Text role="alert">{bound.error}</Text>;
  if (bound.loading) return <LoadingSpinner size="tiny" />;
  if (!record) return <Text data-block="detail" data-waiting="">{t('renderer.detailNothingSelected')}</Text>;

  const options = { language: env.language, yes: t('renderer.yes'), no: t('renderer.no') };
  const specOf = (entry: (typeof block.groups)[number]['fields'][number]): { field: string; title?: string; format?: string; badges?: Record<string, BadgeColor> } => (typeof entry === 'string' ? { field: entry } : entry);
  const fieldOf = (field: string) => entitySchema?.properties?.[field];
  // Times of day shown are China time: the detail says so once (timeOfDay.ts).
  const showsTime = block.groups.some((g) => g.fields.some((entry) => showsTimeOfDay(displayFormatOf(specOf(entry).format, fieldOf(specOf(entry).field)))));
  return (
    <div data-block="detail">
      <TimeZoneNoteFor shows={showsTime} />
      {block.groups.map((group, gi) => (
        // Groups are static schema entries without ids.
        // Index keys: static list
        <section key={gi} className={styles.group}>
          {group.title && <h4>{t(group.title)}</h4>}
          <dl className={styles.grid}>
            {group.fields.map((entry) => {
              const spec = specOf(entry);
              const value = readPath(record, spec.field);
              const shown = displayValue(value, { ...options, format: spec.format, field: fieldOf(spec.field), choice: choiceLabelOf(entitySchema, entity, spec.field, t) });
              // A reference reads as in the grid: its key with the name the server joined ("CNSHA · Shanghai").
              const text = shown && isReferenceField(entitySchema, spec.field) ? referenceLabel(shown, joinedName(record, spec.field)) : shown;
              const badge = spec.format === 'badge' && text ? badgePaintOf(entitySchema, spec.field, spec.badges)(value) : null;
              return (
                <div key={spec.field} style={{ display: 'contents' }}>
                  <dt className={styles.label}>{t(fieldTitleKey(entity, spec.field, spec.title))}</dt>
                  <dd data-field={spec.field} className={styles.value}>
                    {badge ? (
                      <span className={styles.badge} data-badge={badge.color} style={{ backgroundColor: badge.paint.background, color: badge.paint.text, border: `1px solid ${badge.paint.text}33` }}>
                        {text}
                      </span>
                    ) : (
                      text
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
          {group.lines && <DetailLinesTable lines={group.lines} entity={entity} value={readPath(record, group.lines.field)} options={options} />}
        </section>
      ))}
    </div>
  );
}

/** The record of a detail bound by `recordId` (`$selected.<grid>.<field>`, `$record.<field>`): read from its resource. */
function useBoundRecord(block: DetailBlockSchema): RecordController {
  const env = useRendererEnv();
  const runtime = usePageRuntime();
  const sources = { record: runtime.record, selected: (id: string) => lastSelected(runtime.lists.byId(id)?.list) };
  const id = block.recordId === undefined ? undefined : resolveBinding(block.recordId, sources);
  const resource = block.resource ?? runtime.page.resource;
  // A write on the page (a save, a call) reads the record again; the one shown stays until it is in.
  return useRecordController(env, resource ?? '', id === null || id === undefined ? undefined : (id as string | number), { writes: runtime.writes });
}
