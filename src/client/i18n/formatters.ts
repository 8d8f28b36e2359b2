// Formats the messages use beyond i18next's own: "New {{entity, lowercase}}" puts an entity's title
// inside a sentence ("New address"). Plain lowercase, not the locale's: our `tr` is traditional
// Chinese, not Turkish. "{{total, money}}" writes an amount as the grids do (1,234.50: exact, SPEC §9).
import type { i18n as I18n } from 'i18next';
import { formatMoney } from '../../shared/format/numbers';

export function addFormatters(instance: I18n): void {
  instance.services.formatter?.add('lowercase', (value: unknown) => String(value).toLowerCase());
  instance.services.formatter?.add('money', (value: unknown) => formatMoney(value));
}
