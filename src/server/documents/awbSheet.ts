// The air waybill data sheet of an air booking: what the airline's AWB needs, shipper and consignee,
// airports, flight, pieces with dimensions, gross and chargeable weight, handling and declared value.
import type { Language } from '../../shared/constants';
import { formatMoney } from '../../shared/format/numbers';
import type { BookingDocumentData } from './bookingDocumentData';
import { cargoTable, headOf, labelsOf, partiesOf, piecesTable, place, text } from './bookingSections';
import { renderPdf } from './pdfLayout';

export function awbSheetPdf(data: BookingDocumentData, language: Language): Promise<Buffer> {
  const { doc, field } = labelsOf(language);
  const b = data.booking;
  const declared = b.declaredValue === undefined ? '' : `${formatMoney(b.declaredValue)} ${text(b.currency)}`.trim();
  return renderPdf(headOf(data, language, 'awb'), (page) => {
    page.keyValues(doc('parties'), partiesOf(data, language));
    page.keyValues(doc('routing'), [
      [field('bookingNo'), text(b.bookingNo)],
      [field('carrier'), place(data, b.carrier)],
      [field('pol'), place(data, b.pol)],
      [field('pod'), place(data, b.pod)],
      [field('transportName'), text(b.transportName)],
      [field('etd'), text(b.etd)],
      [field('declaredValue'), declared],
      [field('incoterm'), text(b.incoterm)],
    ]);
    piecesTable(page, data, language);
    cargoTable(page, data, language);
  });
}
