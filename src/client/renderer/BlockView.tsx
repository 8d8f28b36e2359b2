// Renders one block of a page schema by its type. The grid (glide-data-grid) and the form (RJSF)
// are lazy chunks, so pages without them (and the home page) never load those libraries.
import { Spinner, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageBlock } from '../../shared/page/pageSchema';
import ActionsBlock from './actions/ActionsBlock';
import CustomBlock from './custom/CustomBlock';
import DetailBlock from './detail/DetailBlock';
import FilterBlock from './filter/FilterBlock';
import TabsBlock from './tabs/TabsBlock';

const GridBlock = lazy(() => import('./grid/GridBlock'));
const FormBlock = lazy(() => import('./form/FormBlock'));

const useStyles = makeStyles({
  block: { marginBottom: tokens.spacingVerticalM },
});

export function BlockView({ block }: { block: PageBlock }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.block}>
      {block.title && <Subtitle2 as="h3">{t(block.title)}</Subtitle2>}
      <Suspense fallback={<Spinner size="tiny" />}>{renderBlock(block)}</Suspense>
    </div>
  );
}

export function BlockList({ blocks }: { blocks: PageBlock[] }) {
  return (
    <>
      {blocks.map((block, i) =>
        // Dialog forms open from create/edit actions (PageRenderer), not in the page flow.
        block.type === 'form' && block.display !== 'inline' ? null : (
          // Blocks are a static list from the page file; ids are optional.
          <BlockView key={block.id ?? i} block={block} />
        ),
      )}
    </>
  );
}

function renderBlock(block: PageBlock) {
  switch (block.type) {
    case 'filter':
      return <FilterBlock block={block} />;
    case 'grid':
      return <GridBlock block={block} />;
    case 'form':
      return <FormBlock block={block} />;
    case 'detail':
      return <DetailBlock block={block} />;
    case 'tabs':
      return <TabsBlock block={block} renderBlocks={(blocks) => <BlockList blocks={blocks} />} />;
    case 'actions':
      return <ActionsBlock block={block} />;
    case 'custom':
      return <CustomBlock block={block} />;
  }
}
