// The shipping instruction / B/L draft of a sea booking: the parties and places as a bill of lading
// names them, vessel and voyage, containers and cargo, marked as a draft to check (not a negotiable B/L).
import type { Language } from '../../shared/constants';
import type { BookingDocumentData } from './bookingDocumentData';
import { cargoTable, equipmentTable, headOf, labelsOf, partiesOf, text, fieldRows } from './bookingSections';
import { renderPdf } from './pdfLayout';

export function blDraftPdf(data: BookingDocumentData, language: Language): Promise<Buffer> {
  const { doc, field } = labelsOf(language);
  const b = data.booking;
  return renderPdf(headOf(data, language, 'blDraft'), (page) => {
    page.paragraph(null, doc('draftNote'));
    page.keyValues(doc('parties'), partiesOf(data, language));
    page.keyValues(doc('routing'), fieldRows(data, language, ['bookingNo', 'carrierBookingReference', 'transportName', 'carrier', 'placeOfReceipt', 'pol', 'pod', 'placeOfDelivery', 'etd', 'eta', 'transportDocumentType', 'receiptDeliveryType', 'containerNos', 'incoterm']));
    equipmentTable(page, data, language);
    cargoTable(page, data, language);
    if (b.remarks) page.paragraph(field('remarks'), text(b.remarks));
  });
}
