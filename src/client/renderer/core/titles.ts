// Default i18n keys of the page schema: field titles `field.<entity>.<field>`, action labels
// `renderer.action.<kind>` unless the page names its own.
import type { PageAction, PageSchema } from '../../../shared/page/pageSchema';

export function entityOf(page: Pick<PageSchema, 'entity' | 'resource' | 'name'>): string {
  return page.entity ?? page.resource ?? page.name;
}

export function fieldTitleKey(entity: string, field: string, title?: string): string {
  return title ?? `field.${entity}.${field}`;
}

export function actionLabelKey(action: PageAction): string {
  return action.label ?? `renderer.action.${action.kind}`;
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * A form dialog's title names the record: "New address", "Edit product: SKU-001" (the entity's title
 * and its key field's value), or the block's own title when the page gives one.
 */
export function formTitle(t: Translate, input: { entity: string; mode: 'create' | 'edit'; ownTitle?: string; keyValue?: unknown }): string {
  if (input.ownTitle) return t(input.ownTitle);
  const entity = t(`field.entity.${input.entity}`, { defaultValue: '' }) || t('renderer.record');
  if (input.mode === 'create') return t('renderer.createTitle', { entity });
  const key = input.keyValue === null || input.keyValue === undefined ? '' : String(input.keyValue);
  return key ? t('renderer.editTitleOf', { entity, key }) : t('renderer.editTitle', { entity });
}
