// The layout every server-made PDF shares (pdfkit): a header with the title and the document's number,
// key-value tables, line tables with a totals row that repeat their heading on a new page, and a
// footer on each page with "page n of m" and the time it was made in China time. A document file only
// says what goes where; the measures, fonts and page breaks are here.
import PDFDocument from 'pdfkit';
import type { Language } from '../../shared/constants';
import { formatChinaTimestamp } from '../../shared/wire/chinaTime';
import { translate } from '../i18n/translate';
import { documentFonts } from './pdfFonts';

const MARGIN = 40;
const FOOTER = 28;
const SIZE = { title: 16, heading: 11, body: 8.5, small: 7.5 };
const GREY = '#666666';
const RULE = '#bbbbbb';
const PAD = 3;

export interface Column {
  title: string;
  /** Share of the table's width (the widths are scaled to fill it). */
  width: number;
  align?: 'left' | 'right';
}

export interface DocumentPage {
  /** A titled block of label/value pairs, two pairs a row. */
  keyValues(title: string | null, pairs: Array<[string, string]>): void;
  /** A table of text cells, the totals row (if any) in bold under a rule; an empty table says so. */
  table(title: string, columns: Column[], rows: string[][], totals?: string[]): void;
  /** A titled paragraph (a note, remarks). */
  paragraph(title: string | null, text: string): void;
}

export interface DocumentHead {
  language: Language;
  title: string;
  /** The number it is about (booking number, bill number), shown beside the title. */
  reference: string;
  /** One line under the title (status, period). */
  subtitle?: string;
}

const pageBottom = (doc: PDFKit.PDFDocument) => doc.page.height - MARGIN - FOOTER;

/** Makes a PDF: the header, what `write` puts on the pages, then every page's footer. */
export async function renderPdf(head: DocumentHead, write: (page: DocumentPage) => void, now: Date = new Date()): Promise<Buffer> {
  const fonts = documentFonts();
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: `${head.title} ${head.reference}`, Creator: 'F9' }, lang: head.language === 'zh' ? 'zh-CN' : head.language });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;

  doc.font('bold').fontSize(SIZE.title).text(head.title, MARGIN, MARGIN, { width: width * 0.6 });
  doc.font('bold').fontSize(SIZE.heading).text(head.reference, MARGIN + width * 0.6, MARGIN + 4, { width: width * 0.4, align: 'right' });
  doc.y = Math.max(doc.y, MARGIN + SIZE.title + 6);
  if (head.subtitle) doc.font('regular').fontSize(SIZE.body).fillColor(GREY).text(head.subtitle, MARGIN, doc.y, { width }).fillColor('black');
  rule(doc, doc.y + 4);
  doc.y += 10;

  const ensure = (height: number) => {
    if (doc.y + height > pageBottom(doc)) {
      doc.addPage();
      doc.y = MARGIN;
    }
  };
  const heading = (title: string) => {
    ensure(SIZE.heading + 30);
    doc.font('bold').fontSize(SIZE.heading).text(title, MARGIN, doc.y + 6, { width });
    doc.y += 2;
  };

  const page: DocumentPage = {
    keyValues(title, pairs) {
      if (title) heading(title);
      const half = width / 2;
      const labelWidth = half * 0.38;
      for (let i = 0; i < pairs.length; i += 2) {
        const row = pairs.slice(i, i + 2);
        doc.fontSize(SIZE.body);
        const heights = row.flatMap(([label, value]) => [doc.font('bold').heightOfString(label, { width: labelWidth - PAD }), doc.font('regular').heightOfString(value || '—', { width: half - labelWidth - PAD })]);
        const height = Math.max(...heights) + PAD;
        ensure(height);
        const y = doc.y;
        row.forEach(([label, value], j) => {
          const x = MARGIN + j * half;
          doc.font('bold').fillColor(GREY).text(label, x, y, { width: labelWidth - PAD });
          doc.font('regular').fillColor('black').text(value || '—', x + labelWidth, y, { width: half - labelWidth - PAD });
        });
        doc.y = y + height;
      }
    },

    table(title, columns, rows, totals) {
      heading(title);
      const scale = width / columns.reduce((sum, c) => sum + c.width, 0);
      const widths = columns.map((c) => c.width * scale);
      const drawRow = (cells: string[], font: 'regular' | 'bold', ruleAbove = false) => {
        doc.font(font).fontSize(SIZE.body);
        const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: widths[i] - 2 * PAD }))) + 2 * PAD;
        const fresh = doc.y + height > pageBottom(doc);
        if (fresh) {
          doc.addPage();
          doc.y = MARGIN;
          if (font === 'regular' || ruleAbove) drawHead();
        }
        const y = doc.y;
        if (ruleAbove) rule(doc, y);
        let x = MARGIN;
        cells.forEach((cell, i) => {
          doc.font(font).fontSize(SIZE.body).text(cell, x + PAD, y + PAD, { width: widths[i] - 2 * PAD, align: columns[i].align ?? 'left' });
          x += widths[i];
        });
        doc.y = y + height;
      };
      const drawHead = () => {
        drawRow(columns.map((c) => c.title), 'bold');
        rule(doc, doc.y);
      };
      ensure(3 * (SIZE.body + 2 * PAD + 4));
      drawHead();
      if (rows.length === 0) drawRow([translate(head.language, 'document.none'), ...columns.slice(1).map(() => '')], 'regular');
      for (const row of rows) drawRow(row, 'regular');
      if (totals) drawRow(totals, 'bold', true);
      doc.y += 4;
    },

    paragraph(title, text) {
      if (title) heading(title);
      doc.font('regular').fontSize(SIZE.body);
      ensure(doc.heightOfString(text, { width }) + PAD);
      doc.text(text, MARGIN, doc.y, { width });
      doc.y += PAD;
    },
  };

  write(page);

  // The footer is written after the content, when the number of pages is known.
  const generated = translate(head.language, 'document.generated', { time: formatChinaTimestamp(now).slice(0, 16) });
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN - FOOTER / 2;
    // Writing below the bottom margin would start a new page: the footer line is inside the margin.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    rule(doc, y - 4);
    doc.font('regular').fontSize(SIZE.small).fillColor(GREY);
    doc.text(`${head.title} ${head.reference} · ${generated}`, MARGIN, y, { width: width * 0.75, lineBreak: false });
    doc.text(translate(head.language, 'document.page', { page: i - start + 1, pages: count }), MARGIN + width * 0.75, y, { width: width * 0.25, align: 'right', lineBreak: false });
    doc.fillColor('black');
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

function rule(doc: PDFKit.PDFDocument, y: number) {
  doc.save().moveTo(MARGIN, y).lineTo(doc.page.width - MARGIN, y).lineWidth(0.5).strokeColor(RULE).stroke().restore();
}
