// Formats the messages use beyond i18next's own: "New {{entity, lowercase}}" puts an entity's title
// inside a sentence ("New address"). Plain lowercase, not the locale's: our `tr` is traditional
// Chinese, not Turkish.
import type { i18n as I18n } from 'i18next';

export function addFormatters(instance: I18n): void {
  instance.services.formatter?.add('lowercase', (value: unknown) => String(value).toLowerCase());
}
