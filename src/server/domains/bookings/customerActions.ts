// The customer's named actions on a booking (POST booking/<action>, data = JSON): submit, request an
// update, cancel, copy into a new draft, and read the history. The status machine decides what is
// allowed; each change is kept in the booking's history.
import type { Language } from '../../../shared/constants';
import { invalidInput, notFound } from '../../http/apiError';
import { writeChildren } from '../../resources/childRows';
import { writablePart } from '../../resources/records';
import { insertRecords } from '../../resources/rowStore';
import { loadMenuRules } from '../../requiredConfig/load';
import { validateWrite } from '../../resources/writeValidation';
import { bookableDeparture, notBookableMessage } from '../spaceAndPrices/bookableDeparture';
import { allocateBookingNo, type BookingMode } from './bookingNumber';
import { historyOf, recordHistory } from './bookingHistory';
import { copyParties } from './bookingParties';
import { lockBooking, moveBooking } from './bookingStore';
import { bookingChargeableKg } from './chargeableWeight';
import { deriveBooking, quoteHoldErrors } from './bookingHooks';
import type { BookingStatus } from '../../../shared/entities/bookingStatus';
import { nextStatus } from './statusMachine';
import { formMenuOf, submitErrors } from './submitRequirements';
import { onePerField, refusedLabels } from '../../resources/requiredForErrors';
import type { EntityRecord, ResourceAction } from '../../resources/types';
import { arrayOf, exactObject, orNull, TEXT } from '../../http/answerSchemas';
import { payloadRowId, ROW_ID_OR_TEXT } from '../../resources/columnBounds';

const ID = ROW_ID_OR_TEXT;
const NOTE = { type: 'string', maxLength: 500 };
const idPayload = (extra: Record<string, object> = {}) => ({ type: 'object', properties: { id: ID, ...extra }, required: ['id'], additionalProperties: false });

interface IdPayload {
  id: number | string;
  note?: string;
}

/** The booking id of a payload that passed ID: a number in the column's range, or NotFound. */
function idOf(payload: unknown): number {
  const id = payloadRowId((payload as IdPayload).id);
  if (id === null) throw notFound();
  return id;
}

const customerOf = (scope: { customerId: number | null }) => scope.customerId as number;

export const submitBooking: ResourceAction = {
  name: 'submit',
  answer: { record: true },
  summary: 'Submit a draft (→ RECEIVED) or an update (PENDING_UPDATE → UPDATE_RECEIVED): every required field, parties copied, number allocated (data: {"id"})',
  payloadSchema: idPayload(),
  async run({ db, def, scope, principal, language }, payload) {
    const id = idOf(payload);
    const booking = await lockBooking(db, def, scope, id);
    const from = booking.status as BookingStatus;
    const to = nextStatus('submit', from, language);
    const mode = booking.mode as BookingMode;
    const menu = formMenuOf(mode);
    const rules = menu ? await loadMenuRules(db, menu, 'submit') : [];
    const record = writablePart(def, booking);
    const errors = [...validateWrite({ name: `booking.submit.${mode}`, schema: def.schema }, record, rules, language), ...submitErrors(def.schema, record, language)];
    const parties = await copyParties(db, customerOf(scope), record, language);
    errors.push(...parties.errors);
    // The space screens only hide Book on a closed departure; the server decides at submission.
    if (typeof record.departure === 'string' && record.departure !== '') {
      const reason = await bookableDeparture(db, record.departure);
      if (reason) errors.push({ field: '/departure', message: notBookableMessage(language, record.departure, reason) });
    }
    // A quote that expired since the draft was saved is refused at submission too.
    errors.push(...(await quoteHoldErrors(db, principal.customerId, record, language)).map(({ field, message }) => ({ field, message })));
    if (errors.length > 0) {
      // A field a menu rule and the submit rules both require is named once, with the rule's own hint.
      const named = onePerField(errors);
      throw invalidInput(named, 'booking.submitRefused', { fields: refusedLabels(def.schema, named, language) });
    }
    const columns: Record<string, unknown> = { submitted_at: new Date() };
    for (const [field, text] of Object.entries(parties.texts)) columns[field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] = text;
    if (mode === 'AIR') columns.chargeable_kg = bookingChargeableKg(record);
    if (!booking.bookingNo) columns.booking_no = await allocateBookingNo(db, mode);
    return moveBooking(db, def, booking, to, principal, null, columns);
  },
};

function transitionAction(name: 'requestUpdate' | 'cancel', summary: string): ResourceAction {
  return {
    name,
    answer: { record: true },
    summary,
    payloadSchema: idPayload({ note: NOTE }),
    async run({ db, def, scope, principal, language }, payload) {
      const id = idOf(payload);
      const { note } = payload as IdPayload;
      const booking = await lockBooking(db, def, scope, id);
      const to = nextStatus(name, booking.status as BookingStatus, language);
      return moveBooking(db, def, booking, to, principal, note?.trim() || null);
    },
  };
}

export const requestBookingUpdate = transitionAction('requestUpdate', 'Ask to change a received booking (→ PENDING_UPDATE; edit it, then submit again) (data: {"id","note"?})');
export const cancelBooking = transitionAction('cancel', 'Cancel a booking not yet confirmed (→ CANCELLED) (data: {"id","note"?})');

export const copyBooking: ResourceAction = {
  name: 'copy',
  answer: { record: true },
  summary: 'Copy a booking (fields and lines, not its number, status or parties text) into a new draft (data: {"id"})',
  payloadSchema: idPayload(),
  async run({ db, def, scope, principal, language }, payload) {
    const id = idOf(payload);
    const source = await lockBooking(db, def, scope, id);
    const draft: EntityRecord = writablePart(def, source);
    // A copy is priced afresh: the quote the source was booked at stays the source's.
    delete draft.quoteNo;
    const [row] = await insertRecords(db, def, { scope, userId: principal.userId }, [draft]);
    const newId = Number(row.id);
    await writeChildren(db, def, newId, draft);
    // A copy is a new booking: its own number, weight and quote.
    await deriveBooking(db, newId, draft);
    await recordHistory(db, newId, principal, null, 'DRAFT', copiedNote(language, source));
    return lockBooking(db, def, scope, newId);
  },
};

const copiedNote = (_language: Language, source: EntityRecord) => `copy of ${String(source.bookingNo ?? `#${String(source.id)}`)}`;

export const bookingHistory: ResourceAction = {
  name: 'history',
  answer: { schema: exactObject({ result: arrayOf(exactObject({ at: { type: 'string', description: 'China time, YYYY-MM-DD HH:mm:ss' }, user: orNull(TEXT), from: orNull(TEXT), to: TEXT, note: orNull(TEXT) })) }) },
  reads: true,
  summary: 'The status changes of one booking: who, when, from, to, note (data: {"id"})',
  payloadSchema: idPayload(),
  async run({ db, def, scope }, payload) {
    const id = idOf(payload);
    await lockBooking(db, def, scope, id);
    return { result: await historyOf(db, id) };
  },
};
