// The engine's update and delete of an appointment are the draft editor: once booked (or cancelled)
// an appointment holds or held a place in a slot, so only its named actions change it. The engine
// refuses the rest (its `frozen` rule), naming the state.
import { translate } from '../../i18n/translate';
import type { FrozenCheck } from '../../resources/types';

export const appointmentFrozen: FrozenCheck = (stored, language) =>
  stored.status && stored.status !== 'DRAFT'
    ? { field: 'status', key: 'delivery.notEditable', values: { status: translate(language, `delivery.status.${String(stored.status)}`) } }
    : null;
