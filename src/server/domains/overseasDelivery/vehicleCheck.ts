// A vehicle's VIN must be a valid ISO 3779 VIN (shared/vin/vinCheck.ts), refused naming what is wrong.
import { vinProblem } from '../../../shared/vin/vinCheck';
import { translate } from '../../i18n/translate';
import type { RecordCheck } from '../../resources/registry';

export const vehicleCheck: RecordCheck = (record, language) => {
  if (typeof record.vin !== 'string') return [];
  const problem = vinProblem(record.vin);
  if (!problem) return [];
  const { kind, ...values } = problem;
  return [{ field: '/vin', message: translate(language, `vin.${kind}`, { vin: record.vin, ...values }) }];
};
