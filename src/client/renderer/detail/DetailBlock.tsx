// The detail block: read-only groups of one record's fields: the route's `id` when the page has one,
// else the single row selected in the page's grid.
import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailBlock as DetailBlockSchema } from '../../../shared/page/pageSchema';
import { displayValue } from '../core/displayValue';
import { usePageRuntime } from '../core/pageRuntime';
import { useRendererEnv } from '../core/rendererEnv';
import { fieldTitleKey } from '../core/titles';
import type { Row } from '../core/useListController';
import { readPath } from '../core/valueMapping';

const useStyles = makeStyles({
  group: { marginBottom: tokens.spacingVerticalL },
  grid: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS },
  label: { color: tokens.colorNeutralForeground3 },
});

export default function DetailBlock({ block, record: given }: { block: DetailBlockSchema; record?: Row | null }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const env = useRendererEnv();
  const runtime = usePageRuntime();
  const [fetched, setFetched] = useState<Row | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = env.params.id;
  const resource = runtime.page.resource;

  useEffect(() => {
    if (given !== undefined || !id || !resource) return;
    let live = true;
    env.data.getOne<Row>(resource, id).then(
      (r) => live && setFetched(r),
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [env.data, given, id, resource]);

  const selected = runtime.list?.selectedRows.length === 1 ? runtime.list.selectedRows[0] : null;
  const record = given !== undefined ? given : id ? fetched : selected;
  if (error) return <Text role="alert">{error}</Text>;
  if (id && given === undefined && !fetched) return <Spinner size="tiny" />;
  if (!record) return <Text data-block="detail">{t('renderer.detailNothingSelected')}</Text>;

  const options = { language: env.language, yes: t('renderer.yes'), no: t('renderer.no') };
  return (
    <div data-block="detail">
      {block.groups.map((group, gi) => (
        // Groups are static schema entries without ids.
        // Index keys: static list
        <section key={gi} className={styles.group}>
          {group.title && <h4>{t(group.title)}</h4>}
          <dl className={styles.grid}>
            {group.fields.map((entry) => {
              const spec = typeof entry === 'string' ? { field: entry } : entry;
              return (
                <div key={spec.field} style={{ display: 'contents' }}>
                  <dt className={styles.label}>{t(fieldTitleKey(runtime.entity, spec.field, spec.title))}</dt>
                  <dd data-field={spec.field} style={{ margin: 0 }}>
                    {displayValue(readPath(record, spec.field), { ...options, format: spec.format })}
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      ))}
    </div>
  );
}
