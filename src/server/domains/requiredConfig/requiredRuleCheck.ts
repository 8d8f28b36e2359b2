// What a required-field rule must name to mean anything beyond its schema: the schema's enums already
// limit the menu to screens with forms and the table to entity names, so this checks that the entity
// is one rules may target and that the field is one of its fields users fill in. Without this check a
// misspelt rule would silently never apply.
import type { Language } from '../../../shared/constants';
import type { FieldError } from '../../../shared/wire/envelope';
import type { EntitySchema } from '../../resources/entityFields';
import { engineMessage } from '../../resources/messages';
import type { EntityRecord } from '../../resources/types';
import { FORM_FIELDS } from '../../../shared/menus/formFields';
import { translate } from '../../i18n/translate';

// Field names compare as the client's rule merge does: case and underscores aside (RealName, real_name).
const norm = (name: string) => name.replace(/_/g, '').toLowerCase();

export function requiredRuleCheck(targets: () => EntitySchema[], submitMenus: () => readonly string[]) {
  return (record: EntityRecord, language: Language): FieldError[] => {
    // "On submit" only where a resource's submit checks the menu's rules (the booking forms): elsewhere it would never be checked.
    if (record.triType === 'submit' && typeof record.menuCd === 'string' && !submitMenus().includes(record.menuCd)) {
      return [{ field: '/triType', message: translate(language, 'error.ruleSubmitOnly') }];
    }
    const entities = targets();
    const table = String(record.tableName ?? '');
    const field = String(record.fieldName ?? '');
    if (!table) return [];
    const entity = entities.find((e) => e['x-entity'] === table);
    if (!entity) return [{ field: '/tableName', message: engineMessage(language, 'unknownTable', { table }) }];
    const writable = Object.entries(entity.properties).filter(([, p]) => !p.readOnly);
    if (field && !writable.some(([name]) => norm(name) === norm(field))) {
      return [{ field: '/fieldName', message: engineMessage(language, 'unknownTableField', { table, field }) }];
    }
    // Where the page files say what the menu's form edits, the rule names that (generated: formFields.ts).
    const form = FORM_FIELDS[String(record.menuCd ?? '')];
    if (!form) return [];
    if (!(table in form)) return [{ field: '/tableName', message: translate(language, 'error.ruleTableNotOnForm', { table, tables: Object.keys(form).join(', ') }) }];
    const shown = form[table];
    if (field && shown && !shown.some((name) => norm(name) === norm(field))) {
      return [{ field: '/fieldName', message: translate(language, 'error.ruleFieldNotOnForm', { field }) }];
    }
    return [];
  };
}
