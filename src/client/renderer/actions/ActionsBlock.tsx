// The actions block: a toolbar of buttons (a group of them behind one menu button), tiles linking to other
// screens (landing pages), or call actions' forms inline on the page (a search box; the form is the action
// dialog's, a lazy chunk).
import { Card, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionsBlock as ActionsBlockSchema } from '../../../shared/page/pageSchema';
import { ActionGroupButton } from './ActionGroupButton';
import { usePageRuntime } from '../core/pageRuntime';
import { actionVisibleOn } from '../core/visibleWhen';
import { actionLabelKey } from '../core/titles';
import { ActionButton } from './ActionButton';

const ActionDialog = lazy(() => import('./ActionDialog'));

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  tiles: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: tokens.spacingHorizontalL },
  tile: { cursor: 'pointer', minHeight: '96px' },
});

export default function ActionsBlock({ block }: { block: ActionsBlockSchema }) {
  const styles = useStyles();
  const runtime = usePageRuntime();
  const { t } = useTranslation();

  if (block.variant === 'inline') {
    const granted = actionIds(block).map((id) => runtime.grantedAction(id)).filter((a) => a?.kind === 'call');
    return (
      <div data-block="actions" data-variant="inline">
        <Suspense fallback={null}>
          {granted.map((action) => (
            <ActionDialog key={action.id} action={action} row={null} inline onClose={() => undefined} />
          ))}
        </Suspense>
      </div>
    );
  }
  if (block.variant === 'tiles') {
    const records = runtime.record ? [runtime.record] : [];
    const granted = actionIds(block).map((id) => runtime.grantedAction(id)).filter((a) => a !== undefined).filter((a) => actionVisibleOn(a.visibleWhen, records));
    return (
      <div className={styles.tiles} data-block="actions" data-variant="tiles">
        {granted.map((action) => (
          <Card
            key={action.id}
            className={styles.tile}
            data-action={action.id}
            role="link"
            tabIndex={0}
            onClick={() => void runtime.run(action)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void runtime.run(action);
            }}
          >
            <CardHeader
              header={<Text weight="semibold">{t(actionLabelKey(action))}</Text>}
              description={action.kind === 'navigate' && action.description ? <Text size={200}>{t(action.description)}</Text> : undefined}
            />
          </Card>
        ))}
      </div>
    );
  }
  return (
    <div className={styles.toolbar} data-block="actions">
      {block.actions.map((item) => (typeof item === 'string' ? <ActionButton key={item} actionId={item} /> : <ActionGroupButton key={item.group} group={item} />))}
    </div>
  );
}

/** Every action id of the block, those of its groups in their place. */
const actionIds = (block: ActionsBlockSchema): string[] => block.actions.flatMap((item) => (typeof item === 'string' ? [item] : item.actions));
