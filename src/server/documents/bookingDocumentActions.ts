// `POST booking/<kind>Pdf` {"id"}: a booking's documents as PDF files in the caller's language,
// answered as `{ file }` for the page to save. Reads: the booking's read grant allows them, in the
// engine's scope (another company's booking is not found). A document of another mode (a B/L draft of
// an air booking) is refused with a message naming the mode it is for.
import type { Language } from '../../shared/constants';
import { PDF_MEDIA_TYPE } from '../../shared/wire/fileAnswer';
import { exactObject, FILE_ANSWER } from '../http/answerSchemas';
import { invalidInput, notFound } from '../http/apiError';
import { fileAnswer } from '../http/fileAnswer';
import { fieldTitle } from '../i18n/fieldTitles';
import { translate } from '../i18n/translate';
import type { ResourceAction } from '../resources/types';
import { awbSheetPdf } from './awbSheet';
import { blDraftPdf } from './blDraft';
import { bookingConfirmationPdf } from './bookingConfirmation';
import { type BookingDocumentData, readBookingDocument } from './bookingDocumentData';
import { cmrDataPdf } from './cmrData';
import { payloadRowId, ROW_ID_OR_TEXT } from '../resources/columnBounds';


interface DocumentKind {
  name: string;
  /** The file name's prefix, before the booking number. */
  file: string;
  /** The one mode it is for; every mode when absent. */
  mode?: 'SEA' | 'AIR' | 'TRUCK';
  summary: string;
  make(data: BookingDocumentData, language: Language): Promise<Buffer>;
}

function bookingDocumentAction(kind: DocumentKind): ResourceAction {
  return {
    name: kind.name,
    answer: { schema: exactObject({ file: FILE_ANSWER }) },
    summary: `${kind.summary} as a PDF in the caller's language (data: {"id"}); answers { file: { fileName, mediaType, base64 } }`,
    reads: true,
    payloadSchema: { type: 'object', properties: { id: ROW_ID_OR_TEXT }, required: ['id'], additionalProperties: false },
    async run({ db, def, scope, language }, payload) {
      const id = payloadRowId((payload as { id: unknown }).id);
      if (id === null) throw notFound();
      const data = await readBookingDocument(db, def, scope, id, language);
      if (kind.mode && data.booking.mode !== kind.mode) {
        const mode = fieldTitle(language, `field.booking.modeOption.${kind.mode}`, kind.mode);
        throw invalidInput([{ field: '/id', message: translate(language, 'document.wrongMode', { mode }) }]);
      }
      const number = String(data.booking.bookingNo ?? `booking-${id}`);
      return fileAnswer(`${kind.file}-${number}.pdf`, PDF_MEDIA_TYPE, await kind.make(data, language));
    },
  };
}

export const bookingDocumentActions: ResourceAction[] = [
  bookingDocumentAction({ name: 'confirmationPdf', file: 'booking-confirmation', summary: 'The booking confirmation (every mode)', make: bookingConfirmationPdf }),
  bookingDocumentAction({ name: 'blDraftPdf', file: 'bl-draft', mode: 'SEA', summary: 'The shipping instruction / B/L draft of a sea booking', make: blDraftPdf }),
  bookingDocumentAction({ name: 'awbPdf', file: 'awb-data', mode: 'AIR', summary: 'The air waybill data sheet of an air booking', make: awbSheetPdf }),
  bookingDocumentAction({ name: 'cmrPdf', file: 'cmr-data', mode: 'TRUCK', summary: 'The CMR consignment note data of a truck booking', make: cmrDataPdf }),
];
