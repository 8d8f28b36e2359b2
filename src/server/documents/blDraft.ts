// The shipping instruction / B/L draft of a sea booking: the parties and places as a bill of lading
// names them, vessel and voyage, containers and cargo, marked as a draft to check (not a negotiable B/L).
import type { Language } from '../../shared/constants';
import type { BookingDocumentData } from './bookingDocumentData';
import { cargoTable, equipmentTable, headOf, labelsOf, partiesOf, place, text } from './bookingSections';
import { renderPdf } from './pdfLayout';

export function blDraftPdf(data: BookingDocumentData, language: Language): Promise<Buffer> {
  const { doc, field } = labelsOf(language);
  const b = data.booking;
  return renderPdf(headOf(data, language, 'blDraft'), (page) => {
    page.paragraph(null, doc('draftNote'));
    page.keyValues(doc('parties'), partiesOf(data, language));
    page.keyValues(doc('routing'), [
      [field('bookingNo'), text(b.bookingNo)],
      [field('carrierBookingReference'), text(b.carrierBookingReference)],
      [field('transportName'), text(b.transportName)],
      [field('carrier'), place(data, b.carrier)],
      [field('placeOfReceipt'), place(data, b.placeOfReceipt)],
      [field('pol'), place(data, b.pol)],
      [field('pod'), place(data, b.pod)],
      [field('placeOfDelivery'), place(data, b.placeOfDelivery)],
      [field('etd'), text(b.etd)],
      [field('eta'), text(b.eta)],
      [field('transportDocumentType'), text(b.transportDocumentType)],
      [field('receiptDeliveryType'), text(b.receiptDeliveryType)],
      [field('containerNos'), text(b.containerNos)],
      [field('incoterm'), text(b.incoterm)],
    ]);
    equipmentTable(page, data, language);
    cargoTable(page, data, language);
    if (b.remarks) page.paragraph(field('remarks'), text(b.remarks));
  });
}
