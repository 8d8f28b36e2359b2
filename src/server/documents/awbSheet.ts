// The air waybill data sheet of an air booking: what the airline's AWB needs, shipper and consignee,
// airports, flight, pieces with dimensions, gross and chargeable weight, handling and declared value.
import type { Language } from '../../shared/constants';
import { formatMoney } from '../../shared/format/numbers';
import type { BookingDocumentData } from './bookingDocumentData';
import { cargoTable, headOf, labelsOf, partiesOf, piecesTable, text, fieldRows } from './bookingSections';
import { renderPdf } from './pdfLayout';

export function awbSheetPdf(data: BookingDocumentData, language: Language): Promise<Buffer> {
  const { doc, field } = labelsOf(language);
  const b = data.booking;
  const declared = b.declaredValue === undefined ? '' : `${formatMoney(b.declaredValue)} ${text(b.currency)}`.trim();
  return renderPdf(headOf(data, language, 'awb'), (page) => {
    page.keyValues(doc('parties'), partiesOf(data, language));
    page.keyValues(doc('routing'), [
      ...fieldRows(data, language, ['bookingNo', 'carrier', 'pol', 'pod', 'transportName', 'etd']),
      [field('declaredValue'), declared],
      ...fieldRows(data, language, ['incoterm']),
    ]);
    piecesTable(page, data, language);
    cargoTable(page, data, language);
  });
}
