// The CMR consignment note data of a truck booking: sender, consignee, place and date of taking over,
// place of delivery, carrier and vehicle, the goods (packages, gross weight, volume).
import type { Language } from '../../shared/constants';
import type { BookingDocumentData } from './bookingDocumentData';
import { cargoTable, headOf, labelsOf, partiesOf, place, text, truckFacts } from './bookingSections';
import { renderPdf } from './pdfLayout';

export function cmrDataPdf(data: BookingDocumentData, language: Language): Promise<Buffer> {
  const { doc, field } = labelsOf(language);
  const b = data.booking;
  return renderPdf(headOf(data, language, 'cmr'), (page) => {
    page.keyValues(doc('parties'), partiesOf(data, language));
    page.keyValues(doc('routing'), [
      [field('bookingNo'), text(b.bookingNo)],
      [field('carrier'), place(data, b.carrier)],
      [field('pol'), place(data, b.pol)],
      [field('pod'), place(data, b.pod)],
      [field('etd'), text(b.etd)],
      [field('eta'), text(b.eta)],
      [field('borderCrossing'), text(b.borderCrossing)],
      [field('transportName'), text(b.transportName)],
    ]);
    page.keyValues(doc('truck'), truckFacts(data, language));
    cargoTable(page, data, language);
  });
}
