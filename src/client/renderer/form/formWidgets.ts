// Widgets a page schema may name for a form field (FormWidget), registered with RJSF. Fluent's own
// widgets serve the standard names; numeric1/numeric2 are the spec's numeric inputs (src/client/widgets).
import type { RegistryWidgetsType } from '@rjsf/utils';
import { widgets } from '../../widgets/rjsf/widgets';

export const formWidgets: RegistryWidgetsType = { ...widgets };
