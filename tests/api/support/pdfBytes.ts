// A real PDF made by pdfkit (one small page holding `text`): an upload's content, as a customer's or the
// forwarder's document.
import PDFDocument from 'pdfkit';

export async function pdfBytes(text: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A6' });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.text(text);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
