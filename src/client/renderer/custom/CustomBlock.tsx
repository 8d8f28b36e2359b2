// The custom block: looks the named component up in the registry; an unknown name says so.
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { CustomBlock as CustomBlockSchema } from '../../../shared/page/pageSchema';
import { customBlock } from './customBlocks';

export default function CustomBlock({ block }: { block: CustomBlockSchema }) {
  const { t } = useTranslation();
  const Component = customBlock(block.component);
  if (!Component) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{t('renderer.unknownBlock', { name: block.component })}</MessageBarBody>
      </MessageBar>
    );
  }
  return <Component props={block.props ?? {}} />;
}
