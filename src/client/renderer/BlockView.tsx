// Renders one block of a page schema through the block registry (blocks.ts). Heavy blocks (grid,
// form) register lazy chunks, so pages without them (and the home page) never load those libraries.
import { MessageBar, MessageBarBody, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageBlock } from '../../shared/page/pageSchema';
import { blockTypeOf } from './blocks';
import { LoadingSpinner } from '../widgets/LoadingSpinner';

const useStyles = makeStyles({
  block: { marginBottom: tokens.spacingVerticalM },
});

const renderBlocks = (blocks: PageBlock[]) => <BlockList blocks={blocks} />;

export function BlockView({ block }: { block: PageBlock }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const type = blockTypeOf(block);
  if (!type) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{t('renderer.unknownBlock', { name: block.type })}</MessageBarBody>
      </MessageBar>
    );
  }
  const Component = type.component;
  return (
    <div className={styles.block}>
      {block.title && !type.ownTitle && <Subtitle2 as="h3">{t(block.title)}</Subtitle2>}
      <Suspense fallback={<LoadingSpinner size="tiny" />}>
        <Component block={block} renderBlocks={renderBlocks} />
      </Suspense>
    </div>
  );
}

export function BlockList({ blocks }: { blocks: PageBlock[] }) {
  return (
    <>
      {blocks.map((block, i) =>
        // Some blocks are not drawn in the flow (a dialog form opens from create/edit actions).
        blockTypeOf(block)?.inFlow?.(block) === false ? null : (
          // Blocks are a static list from the page file; ids are optional.
          <BlockView key={block.id ?? i} block={block} />
        ),
      )}
    </>
  );
}
