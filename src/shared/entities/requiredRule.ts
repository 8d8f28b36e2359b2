// One required-field rule (the required_configs table, created by the platform's hand-written
// migration 0001_platform.sql). Admins edit these on systemmanager/requiredConfig; the client data
// groups them per menu into requiredConfigList, and the server merges them before validating writes.
// Menu and table are unions of the known names, so the schema lists them (`enum`): the form offers
// them as choices and the server refuses any other name before the rule is stored.
import type { FormMenu } from '../menus/formMenus';
import type { Stored } from './common';
import type { RuleTargetEntity } from './index';

/** When a required-field rule is checked (`RequiredRule.triType`). */
export type RuleTrigger = 'save' | 'submit';

/**
 * @title field.entity.requiredRule
 * @table required_configs
 * @handWritten
 * @keyField fieldName
 * @defaultSort menuCd
 */
export interface RequiredRule extends Stored {
  /**
   * Menu code (route name) of a screen with a form the rule applies to, e.g. setProduct.
   * @title field.requiredRule.menuCd
   * @maxLength 64
   * @indexed
   */
  menuCd: FormMenu;
  /**
   * Entity name of the form, e.g. product.
   * @title field.requiredRule.tableName
   * @maxLength 64
   */
  tableName: RuleTargetEntity;
  /**
   * Field (property) name within that entity, e.g. hsCode.
   * @title field.requiredRule.fieldName
   * @examples ["name"]
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z][A-Za-z0-9_]*$
   * @formatExamples ["hsCode"]
   */
  fieldName: string;
  /**
   * When the rule is checked: on every save of the form (`save`), or only when the record is submitted
   * (`submit`, forms with a submit: the booking forms). Migration 0274 set what older free-text rules meant.
   * @title field.requiredRule.triType
   * @default save
   */
  triType?: RuleTrigger;
  /**
   * When set, the field is not made required by this rule.
   * @title field.requiredRule.preCondition
   * @maxLength 500
   */
  preCondition?: string;
  /**
   * @title field.requiredRule.hintZh
   * @maxLength 200
   */
  hintZh?: string;
  /**
   * @title field.requiredRule.hintEn
   * @maxLength 200
   */
  hintEn?: string;
  /**
   * Traditional Chinese hint (language tr).
   * @title field.requiredRule.hintTr
   * @maxLength 200
   */
  hintTr?: string;
}
