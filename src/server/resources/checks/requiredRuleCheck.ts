// What a required-field rule must name to mean anything: an existing menu, an entity (by entity or
// table name) and one of its fields that users fill in. Without this check a misspelt rule would
// silently never apply.
import type { Language } from '../../../shared/constants';
import { flattenMenuTree } from '../../../shared/menus/menuTree';
import type { FieldError } from '../../../shared/wire/envelope';
import type { EntitySchema } from '../entityFields';
import { engineMessage } from '../messages';
import type { EntityRecord } from '../records';

const norm = (name: string) => name.replace(/_/g, '').toLowerCase();

export function requiredRuleCheck(entities: EntitySchema[]) {
  const menus = new Set(flattenMenuTree().map((n) => n.name));
  return (record: EntityRecord, language: Language): FieldError[] => {
    const errors: FieldError[] = [];
    const menu = String(record.menuCd ?? '');
    const table = String(record.tableName ?? '');
    const field = String(record.fieldName ?? '');
    if (menu && !menus.has(menu)) errors.push({ field: '/menuCd', message: engineMessage(language, 'unknownMenu', { menu }) });
    if (!table) return errors;
    const entity = entities.find((e) => [e['x-entity'], e['x-table']].some((n) => n && norm(n) === norm(table)));
    if (!entity) {
      errors.push({ field: '/tableName', message: engineMessage(language, 'unknownTable', { table }) });
      return errors;
    }
    const writable = Object.entries(entity.properties).filter(([, p]) => !p.readOnly);
    if (field && !writable.some(([name]) => norm(name) === norm(field))) {
      errors.push({ field: '/fieldName', message: engineMessage(language, 'unknownTableField', { table, field }) });
    }
    return errors;
  };
}
