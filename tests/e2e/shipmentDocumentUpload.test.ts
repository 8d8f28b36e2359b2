// Issue 46 in Chromium, as a customer would, in en and zh: open a seeded sea booking of Demo from the
// order list, upload a small PDF made here to its Documents section, see it listed with its kind and
// the uploader's name, download it and find it byte-identical (sha256), then delete it so the test
// leaves nothing behind (an API clean-up removes it too should a step fail).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { apiCall, apiLogin } from './support/api';
import { openSeaBooking, seededSeaBooking } from './support/seededBooking';
import { browserForFile, openPage, screenshot, signIn } from './support/browser';
import { workerBaseUrl } from './support/workerServer';

const baseUrl = await workerBaseUrl();
const shared = browserForFile();

/** A minimal valid one-page PDF carrying `marker` (its xref offsets computed, so readers open it). */
function smallPdf(marker: string): Buffer {
  const content = `BT /F1 12 Tf 72 720 Td (${marker}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Removes, through the API, the documents of this booking with this name (a failed run's leftovers). */
async function removeLeftovers(bookingId: number, fileName: string): Promise<void> {
  const session = await apiLogin(baseUrl, 'demo', 'demo1234');
  const list = await apiCall<{ result: Array<{ id: number; fileName: string }> }>(baseUrl, 'GET', '/shipmentDocument-list', session, undefined, { bookingId: String(bookingId) });
  for (const doc of list.data?.result ?? []) {
    if (doc.fileName === fileName) await apiCall(baseUrl, 'DELETE', '/shipmentDocument', session, undefined, { id: String(doc.id) });
  }
}

describe('shipment documents', () => {
  it.each([
    ['en', 'Commercial invoice', 'Upload document', 'Upload', 'its content was checked, not its name'],
    ['zh', '商业发票', '上传文件', '上传', '按文件内容检查，而非文件名'],
  ] as const)('uploads a PDF to a sea booking, lists, downloads it byte-identical and deletes it (%s)', async (language, kindLabel, openUpload, send, wrongContent) => {
    const page = await openPage(shared.browser, { language, baseUrl, width: 1600, height: 1000 });
    await signIn(page, baseUrl, 'demo', 'demo1234');
    const bookingId = (await openSeaBooking(page, baseUrl, await seededSeaBooking(baseUrl))).id;
    const fileName = `e2e-invoice-${language}-${Date.now()}.pdf`;
    const bytes = smallPdf(fileName);
    try {
      const block = page.locator('[data-block="documents"]');
      await block.waitFor();
      await block.getByRole('button', { name: openUpload }).click();
      const dialog = page.locator('[data-dialog="documentUpload"]');
      await dialog.waitFor();
      await dialog.locator('[data-document-kind-select] select, select[data-document-kind-select]').first().selectOption('COMMERCIAL_INVOICE');
      // A program named .pdf: the server reads its content and refuses it, said inside the dialog in the user's language.
      await dialog.locator('[data-document-file]').setInputFiles({ name: `not-${fileName}`, mimeType: 'application/pdf', buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]) });
      await dialog.getByRole('button', { name: send, exact: true }).click();
      await expect.poll(() => dialog.locator('[data-document-refusal]').textContent()).toContain(wrongContent);
      await screenshot(page, `shipment-document-refused-${language}`);
      await dialog.locator('[data-document-file]').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: bytes });
      await dialog.locator('[data-document-chosen]').waitFor();
      await screenshot(page, `shipment-document-upload-${language}`);
      await dialog.getByRole('button', { name: send, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });

      // Listed with its kind in the user's language and the uploader's name.
      const row = block.locator('[data-document-row]', { has: page.locator('[data-document-name]', { hasText: fileName }) });
      await row.waitFor();
      expect(await row.locator('[data-document-kind]').textContent()).toBe(kindLabel);
      expect(await row.locator('[data-document-by]').textContent()).toBe('Chen Li');
      expect(await row.locator('[data-document-size]').textContent()).toMatch(/^\d+(\.\d)? (B|KB)$/);
      await row.scrollIntoViewIfNeeded();
      await screenshot(page, `shipment-document-listed-${language}`);

      // Downloaded through the signed data layer: the very bytes uploaded, under their name.
      const [download] = await Promise.all([page.waitForEvent('download'), row.locator('[data-document-download]').click()]);
      expect(download.suggestedFilename()).toBe(fileName);
      expect(sha256(await readFile((await download.path())!))).toBe(sha256(bytes));

      // Deleted after the confirmation: gone from the list.
      await row.locator('[data-document-delete]').click();
      const confirm = page.locator('[data-dialog="confirm"]');
      await confirm.waitFor();
      expect(await confirm.textContent()).toContain(fileName);
      await confirm.locator('[data-confirm="ok"]').click();
      await row.waitFor({ state: 'detached' });
    } finally {
      await removeLeftovers(bookingId, fileName);
      await page.context().close();
    }
  });
});
