// "Edit selected" (a grid's `bulkEdit`): one field and one value for every selected row, sent with the
// versions the rows were loaded at to `PUT <resource>-bulk`. The server checks each row as a single
// update and writes all or nothing; its refusal (a value not valid, a row changed meanwhile) is shown
// here, in the user's language, and nothing changed.
import { Button, Dropdown, Field, Input, MessageBar, MessageBarBody, Option } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useControlSize } from '../../shell/theme/controlSize';
import { AppDialog } from '../../widgets/dialog/AppDialog';
import { choiceLabelOf } from '../core/choiceLabel';
import type { EntitySchema } from '../core/entitySchemas';
import { fieldErrorsOf } from '../core/fieldErrors';
import { useRendererEnv } from '../core/rendererEnv';
import { fieldTitleKey } from '../core/titles';
import type { ListController } from '../core/useListController';

interface Props {
  list: ListController;
  resource: string;
  entity: string;
  schema: EntitySchema | null;
  fields: string[];
}

/** The server's reason: its field messages when it named fields, else its message. */
function reasonOf(error: unknown): string {
  const errors = fieldErrorsOf(error);
  if (errors.length > 0) return errors.map((e) => e.message).join(' ');
  return error instanceof Error ? error.message : String(error);
}

export function BulkEditButton({ list, resource, entity, schema, fields }: Props) {
  const { t } = useTranslation();
  const env = useRendererEnv();
  const size = useControlSize();
  const [open, setOpen] = useState(false);
  const [field, setField] = useState(fields[0] ?? '');
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const count = list.selectedRows.length;
  if (count === 0 || fields.length === 0) return null;
  const choices = schema?.properties?.[field]?.enum as string[] | undefined;
  const labelOf = choiceLabelOf(schema, entity, field, t);
  const titleOf = (name: string) => t(fieldTitleKey(entity, name));

  const apply = async () => {
    setBusy(true);
    setError(null);
    try {
      const rows = list.selectedRows.map((r) => ({ id: Number(r.id), version: Number(r.version) }));
      await env.data.call('PUT', `/${resource}-bulk`, { data: JSON.stringify({ rows, field, value: value === '' ? null : value }) }, { silent: true, fieldErrorsShown: true });
      env.notify('success', t('grid.bulkEditDone', { count: rows.length }));
      setOpen(false);
      setValue('');
      list.clearSelection();
      await list.refresh();
    } catch (e) {
      setError(reasonOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size={size} appearance="subtle" icon={<EditRegular />} onClick={() => setOpen(true)} data-bulk-edit="">
        {t('grid.bulkEdit')}
      </Button>
      <AppDialog
        open={open}
        title={t('grid.bulkEditTitle', { count })}
        onDismiss={() => setOpen(false)}
        contentStyle={{ display: 'flex', flexDirection: 'column', gap: 12 }}
        surfaceProps={{ 'data-dialog': 'bulkEdit' }}
        actions={
          <>
            <Button appearance="secondary" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button appearance="primary" disabled={busy} onClick={() => void apply()} data-bulk-apply="">
              {t('grid.bulkEditApply', { count })}
            </Button>
          </>
        }
      >
        <Field label={t('grid.bulkEditField')}>
          <Dropdown
            data-bulk-field=""
            value={titleOf(field)}
            selectedOptions={[field]}
            onOptionSelect={(_e, d) => {
              setField(d.optionValue ?? field);
              setValue('');
              setError(null);
            }}
          >
            {fields.map((f) => (
              <Option key={f} value={f}>
                {titleOf(f)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('grid.bulkEditValue')} hint={choices ? undefined : t('grid.bulkEditEmpty')}>
          {choices ? (
            <Dropdown data-bulk-value="" value={value ? (labelOf?.(value) ?? value) : ''} selectedOptions={value ? [value] : []} onOptionSelect={(_e, d) => setValue(d.optionValue ?? '')}>
              {choices.map((c) => (
                <Option key={c} value={c}>
                  {labelOf?.(c) ?? c}
                </Option>
              ))}
            </Dropdown>
          ) : (
            <Input data-bulk-value="" value={value} onChange={(_e, d) => setValue(d.value)} />
          )}
        </Field>
        {error && (
          <MessageBar intent="error" data-bulk-error="">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        )}
      </AppDialog>
    </>
  );
}
