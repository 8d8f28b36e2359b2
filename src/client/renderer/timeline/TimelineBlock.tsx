// The timeline block: a thing's events as milestones in time order. Actual ones are solid dots,
// estimated and planned ones hollow; the last one that happened is marked as the current position;
// a milestone later than planned is highlighted with its delay; the ETA at the destination heads the
// list with how its estimates moved. Times are in each event's own zone, relative to now on hover.
import { Badge, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { TimelineBlock as TimelineBlockSchema } from '../../../shared/page/pageSchema';
import { formatDuration } from '../../../shared/format/duration';
import type { Milestone } from '../../../shared/tracking/trackEvents';
import { resolveBinding } from '../core/bindings';
import { choiceLabelOf } from '../core/choiceLabel';
import { displayValue } from '../core/displayValue';
import { useEntitySchema } from '../core/entitySchemas';
import { lastSelected } from '../core/pageLists';
import { usePageRuntime } from '../core/pageRuntime';
import { useRendererEnv } from '../core/rendererEnv';
import { fieldTitleKey } from '../core/titles';
import { readPath } from '../core/valueMapping';
import type { Row } from '../core/useListController';
import { referenceNameOf } from '../../../shared/wire/resourceContract';
import { type TimelineEvent, timelineModel } from './timelineModel';
import { chinaTime, elsewhere, localTime, relativeTime } from './timelineTime';
import { TimeZoneNoteFor } from '../core/TimeZoneNote';
import { LoadingSpinner } from '../../widgets/LoadingSpinner';

const useStyles = makeStyles({
  eta: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS, padding: tokens.spacingVerticalS, marginBottom: tokens.spacingVerticalM, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground2 },
  etaValue: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  changes: { margin: 0, paddingLeft: tokens.spacingHorizontalL, width: '100%', color: tokens.colorNeutralForeground2 },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  item: { position: 'relative', display: 'grid', gridTemplateColumns: '24px 1fr', columnGap: tokens.spacingHorizontalS, paddingBottom: tokens.spacingVerticalM },
  rail: { position: 'absolute', left: '11px', top: '16px', bottom: 0, width: '2px', backgroundColor: tokens.colorNeutralStroke2 },
  railDone: { backgroundColor: tokens.colorBrandBackground },
  dot: { position: 'relative', zIndex: 1, boxSizing: 'border-box', width: '14px', height: '14px', marginTop: '3px', marginLeft: '5px', borderRadius: '50%', border: `2px solid ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorNeutralBackground1 },
  solid: { backgroundColor: tokens.colorBrandBackground, border: `2px solid ${tokens.colorBrandBackground}` },
  current: { width: '20px', height: '20px', marginTop: 0, marginLeft: '2px', boxShadow: `0 0 0 3px ${tokens.colorBrandBackground2}` },
  late: { border: `2px solid ${tokens.colorPaletteRedBorder2}` },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: tokens.spacingHorizontalS },
  title: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  delay: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  time: { cursor: 'help' },
});

export default function TimelineBlock({ block }: { block: TimelineBlockSchema }) {
  const { t } = useTranslation();
  const runtime = usePageRuntime();
  const own = runtime.lists.of(block);
  const destination = block.destination === undefined ? undefined : resolveBinding(block.destination, { record: runtime.record, selected: (id) => lastSelected(runtime.lists.byId(id)?.list) });

  if (!own || own.waiting) return <Text data-block="timeline" data-waiting="">{t('renderer.detailNothingSelected')}</Text>;
  const { list } = own;
  if (list.error) return <Text role="alert">{list.error}</Text>;
  if (list.loading && list.rows.length === 0) return <LoadingSpinner size="tiny" />;
  return <TimelineView spec={block} entity={block.resource} rows={list.rows} destination={destination === undefined ? undefined : String(destination)} />;
}

/** How a timeline reads its rows: the block's mapping, or a public page's. */
export type TimelineSpec = Pick<TimelineBlockSchema, 'fields' | 'classifiers' | 'arrivalTypes' | 'emptyText'>;

/** The timeline of rows already at hand (a block's list, a public lookup's answer). */
export function TimelineView({ spec: block, entity, rows, destination }: { spec: TimelineSpec; entity: string; rows: Row[]; destination?: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const env = useRendererEnv();
  const { schema } = useEntitySchema(entity);
  const model = timelineModel(block, rows, destination);
  if (model.milestones.length === 0) return <Text data-block="timeline" data-empty="">{t(block.emptyText ?? 'renderer.timeline.empty')}</Text>;

  const typeLabel = choiceLabelOf(schema, entity, block.fields.type, t) ?? ((v: string) => v);
  const language = env.language;
  // China time, like every screen; the place's own local time (and how long ago) on hover.
  const when = (iso: string, zone: string | undefined) => (
    <time className={styles.time} dateTime={iso} title={[elsewhere(zone) ? t('renderer.time.local', { time: localTime(iso, zone) }) : null, relativeTime(iso, zone, language)].filter(Boolean).join(' · ')}>
      {chinaTime(iso)}
    </time>
  );
  const lateText = (minutes: number) => t('renderer.timeline.lateBy', { duration: formatDuration(minutes * 60, language) });
  const placeOf = (m: Milestone<TimelineEvent>) => {
    const row = (m.actual ?? m.estimate ?? m.plan)!.row;
    // A reference field's joined display name first, as grids show it beside the key.
    const fields = [...(block.fields.place ? [referenceNameOf(block.fields.place)] : []), ...(block.fields.placeLabel ?? [])];
    for (const field of fields) {
      const v = readPath(row, field);
      if (v !== null && v !== undefined && v !== '') return String(v);
    }
    return m.place ?? '';
  };
  const eta = model.eta;
  const etaZone = eta?.event.zone;

  return (
    <div data-block="timeline">
      <TimeZoneNoteFor shows />
      {eta && (
        <section className={styles.eta} data-eta="" aria-label={t(eta.actual ? 'renderer.timeline.arrived' : 'renderer.timeline.eta')}>
          <Text className={styles.muted}>{t(eta.actual ? 'renderer.timeline.arrived' : 'renderer.timeline.eta')}</Text>
          <Text className={styles.etaValue}>{when(eta.eta, etaZone)}</Text>
          {eta.planned && (
            <Text className={styles.muted}>
              {t('renderer.timeline.planned')} {when(eta.planned, etaZone)}
            </Text>
          )}
          {eta.delayed && eta.delayMinutes !== undefined ? (
            <Badge color="danger" appearance="filled" data-delayed="">
              {lateText(eta.delayMinutes)}
            </Badge>
          ) : (
            eta.planned && <Badge color="success" appearance="tint">{t('renderer.timeline.onTime')}</Badge>
          )}
          {eta.changes.length > 0 && (
            <ol className={styles.changes} aria-label={t('renderer.timeline.etaChanges')} data-eta-changes="">
              {eta.changes.map((change, i) => (
                // Changes are a fixed history: index keys are stable.
                <li key={i}>
                  {change.reportedAt ? <>{t('renderer.timeline.reported')} {when(change.reportedAt, change.event.zone)}: </> : null}
                  {when(change.time, change.event.zone)}
                  {change.shiftMinutes !== undefined && change.shiftMinutes !== 0 && (
                    <span className={change.shiftMinutes > 0 ? styles.delay : undefined}> ({change.shiftMinutes > 0 ? '+' : '−'}{formatDuration(Math.abs(change.shiftMinutes) * 60, language)})</span>
                  )}
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
      <ol className={styles.list}>
        {model.milestones.map((m, i) => {
          const shown = (m.actual ?? m.estimate ?? m.plan)!;
          const isCurrent = i === model.current;
          const last = i === model.milestones.length - 1;
          const row = shown.row;
          const extras = (block.fields.extra ?? []).flatMap((field) => {
            const v = readPath(row, field);
            return v === null || v === undefined || v === '' ? [] : [`${t(fieldTitleKey(entity, field))}: ${displayValue(v, { language, yes: t('renderer.yes'), no: t('renderer.no') })}`];
          });
          const description = block.fields.description ? readPath(row, block.fields.description) : undefined;
          return (
            <li key={m.key} className={styles.item} data-milestone={m.type} data-classifier={m.classifier} data-delayed={m.delayed ? '' : undefined} aria-current={isCurrent ? 'step' : undefined}>
              {!last && <span className={mergeClasses(styles.rail, i < model.current && styles.railDone)} aria-hidden="true" />}
              <span className={mergeClasses(styles.dot, m.actual && styles.solid, isCurrent && styles.current, m.delayed && styles.late)} aria-hidden="true" />
              <div>
                <div className={styles.head}>
                  <Text className={styles.title}>{typeLabel(m.type)}</Text>
                  <Text>{placeOf(m)}</Text>
                  {m.subject && <Text className={styles.muted}>{m.subject}</Text>}
                  {isCurrent && <Badge appearance="filled" color="brand">{t('renderer.timeline.current')}</Badge>}
                </div>
                <div className={styles.head}>
                  <Text className={m.actual ? undefined : styles.muted}>
                    {t(`renderer.timeline.${m.classifier}`)} {when(shown.time, shown.zone)}
                  </Text>
                  {m.delayed && m.delayMinutes !== undefined && <Text className={styles.delay}>{lateText(m.delayMinutes)}</Text>}
                  {m.delayed && m.plan && (
                    <Text className={styles.muted}>
                      ({t('renderer.timeline.planned')} {when(m.plan.time, m.plan.zone)})
                    </Text>
                  )}
                </div>
                {extras.length > 0 && <Text size={200} className={styles.muted}>{extras.join(' · ')}</Text>}
                {description !== undefined && description !== null && description !== '' && (
                  <div>
                    <Text size={200}>{String(description)}</Text>
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
