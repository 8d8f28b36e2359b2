// The tabs block: blocks under tab labels; only the selected tab's blocks are mounted.
import { Tab, TabList } from '@fluentui/react-components';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageBlock, TabsBlock as TabsBlockSchema } from '../../../shared/page/pageSchema';
import { useControlSize } from '../../shell/theme/controlSize';

export default function TabsBlock({ block, renderBlocks }: { block: TabsBlockSchema; renderBlocks(blocks: PageBlock[]): ReactNode }) {
  const { t } = useTranslation();
  const size = useControlSize();
  const [selected, setSelected] = useState(0);
  const tab = block.tabs[selected] ?? block.tabs[0];
  return (
    <div data-block="tabs">
      <TabList size={size} selectedValue={String(selected)} onTabSelect={(_, d) => setSelected(Number(d.value))}>
        {block.tabs.map((tb, i) => (
          <Tab key={tb.title} value={String(i)}>
            {t(tb.title)}
          </Tab>
        ))}
      </TabList>
      {tab && <div>{renderBlocks(tab.blocks)}</div>}
    </div>
  );
}
