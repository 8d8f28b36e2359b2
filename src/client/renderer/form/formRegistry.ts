// What every RJSF form of the renderer draws with (entity forms, action forms): module constants, so
// RJSF's registry is the same object on every render and a keystroke re-renders no other field.
import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { formWidgets } from './formWidgets';
import { LimitedInputTemplate, LimitedTextareaWidget } from './LimitedText';
import { LINE_ITEMS_FIELD, LineItemsField } from './lineItems/LineItemsField';
import { SectionedObjectTemplate } from './SectionedObjectTemplate';
import { SizedFieldTemplate } from './SizedFieldTemplate';

export const widgets: RegistryWidgetsType = { ...formWidgets, TextareaWidget: LimitedTextareaWidget };
export const templates = { ObjectFieldTemplate: SectionedObjectTemplate, FieldTemplate: SizedFieldTemplate, BaseInputTemplate: LimitedInputTemplate };
export const fields: RegistryFieldsType = { [LINE_ITEMS_FIELD]: LineItemsField as RegistryFieldsType[string] };
