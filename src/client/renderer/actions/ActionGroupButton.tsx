// A group of a toolbar's actions behind one menu button (ActionsBlock's `{ group, label, actions }`): the menu
// lists the actions the user is granted and the record offers, as the buttons would be; no such action, no
// button. Each item runs its action as its button would, and carries the same `data-action`.
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ActionGroup, PageAction } from '../../../shared/page/pageSchema';
import { useControlSize } from '../../shell/theme/controlSize';
import { usePageRuntime } from '../core/pageRuntime';
import { actionVisibleOn } from '../core/visibleWhen';
import { actionLabelKey } from '../core/titles';

export function ActionGroupButton({ group }: { group: ActionGroup }) {
  const runtime = usePageRuntime();
  const size = useControlSize();
  const { t } = useTranslation();
  const records = runtime.record ? [runtime.record] : (runtime.list?.selectedRows ?? []);
  const offered = group.actions.map((id) => runtime.grantedAction(id)).filter((a): a is PageAction => a !== undefined && actionVisibleOn(a.visibleWhen, records));
  if (offered.length === 0) return null;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button size={size} appearance="secondary" data-action-group={group.group} icon={<ChevronDownRegular />} iconPosition="after">
          {t(group.label)}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {offered.map((action) => (
            <MenuItem key={action.id} data-action={action.id} onClick={() => void runtime.run(action, null)}>
              {t(actionLabelKey(action))}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
