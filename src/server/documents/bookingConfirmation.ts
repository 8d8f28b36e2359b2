// The booking confirmation (every mode): key facts, parties, cargo with totals, then the mode's
// equipment (sea, rail), pieces with chargeable weight (air) or vehicle and pickup (truck), and remarks.
import type { Language } from '../../shared/constants';
import type { BookingDocumentData } from './bookingDocumentData';
import { cargoTable, equipmentTable, factsOf, headOf, labelsOf, partiesOf, piecesTable, text, truckFacts } from './bookingSections';
import { renderPdf } from './pdfLayout';

export function bookingConfirmationPdf(data: BookingDocumentData, language: Language): Promise<Buffer> {
  const { doc, field } = labelsOf(language);
  const mode = data.booking.mode;
  return renderPdf(headOf(data, language, 'confirmation'), (page) => {
    page.keyValues(doc('booking'), factsOf(data, language));
    page.keyValues(doc('parties'), partiesOf(data, language));
    cargoTable(page, data, language);
    if (mode === 'SEA' || mode === 'RAIL') equipmentTable(page, data, language);
    if (mode === 'AIR') piecesTable(page, data, language);
    if (mode === 'TRUCK') page.keyValues(doc('truck'), truckFacts(data, language));
    if (data.booking.remarks) page.paragraph(field('remarks'), text(data.booking.remarks));
  });
}
