// The CMR consignment note data of a truck booking: sender, consignee, place and date of taking over,
// place of delivery, carrier and vehicle, the goods (packages, gross weight, volume).
import type { Language } from '../../shared/constants';
import type { BookingDocumentData } from './bookingDocumentData';
import { cargoTable, headOf, labelsOf, partiesOf, truckFacts, fieldRows } from './bookingSections';
import { renderPdf } from './pdfLayout';

export function cmrDataPdf(data: BookingDocumentData, language: Language): Promise<Buffer> {
  const { doc } = labelsOf(language);
  return renderPdf(headOf(data, language, 'cmr'), (page) => {
    page.keyValues(doc('parties'), partiesOf(data, language));
    page.keyValues(doc('routing'), fieldRows(data, language, ['bookingNo', 'carrier', 'pol', 'pod', 'etd', 'eta', 'borderCrossing', 'transportName']));
    page.keyValues(doc('truck'), truckFacts(data, language));
    cargoTable(page, data, language);
  });
}
