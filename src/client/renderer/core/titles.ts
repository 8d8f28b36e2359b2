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
