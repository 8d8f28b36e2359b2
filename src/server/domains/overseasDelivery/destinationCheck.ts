// An appointment goes to a fulfilment centre (its code) or to an address (its text): the one the
// destination type names must be given. Run by the engine on every write and by `book`.
import { translate } from '../../i18n/translate';
import type { RecordCheck } from '../../resources/types';

export const destinationCheck: RecordCheck = (record, language) => {
  if (record.destinationType === 'FC' && !record.fulfilmentCentre) return [{ field: '/fulfilmentCentre', message: translate(language, 'delivery.needFulfilmentCentre') }];
  if (record.destinationType === 'ADDRESS' && !record.address) return [{ field: '/address', message: translate(language, 'delivery.needAddress') }];
  return [];
};
