// The documents block on the shipment (sea booking) page (issue 46): it lists the record's documents from
// its list call (kind in the user's language, the name as text), uploads a kind and a file to its upload
// call, tells a refusal inside its dialog, deletes after a confirmation and reads the list again, and asks
// its file call for a row's bytes to save them.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryProvider } from './support/memoryDataProvider';
import { pageFile } from './support/pageFile';
import { renderPage } from './support/renderPage';

const page = pageFile('myOrder/seaBookingDetail');
const booking = { id: 42, version: 1, bookingNo: 'SEA2611-0042', mode: 'SEA', status: 'SUBMITTED', cargoLines: [], equipment: [] };
const doc = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  bookingId: 42,
  kind: 'COMMERCIAL_INVOICE',
  fileName: `<b>invoice-${id}</b>.pdf`,
  mediaType: 'application/pdf',
  size: 2048,
  sha256: 'ab',
  uploadedBy: 'Chen Li',
  uploadedAt: '2026-11-30T02:05:00.000Z',
  canDelete: true,
  ...over,
});

function setup(language: 'en' | 'zh', rows = [doc(1), doc(2, { kind: 'PACKING_LIST', canDelete: false, size: 3 * 1024 * 1024 })]) {
  const data = memoryProvider({ booking: [booking], shipmentEvent: [], expense: [] });
  let documents = [...rows];
  const view = renderPage(page, {
    data,
    language,
    params: { id: '42' },
    answerRequest: (method, path, params) => {
      if (method === 'GET' && path === '/shipmentDocument-list') return { result: documents };
      if (method === 'DELETE' && path === '/shipmentDocument') {
        documents = documents.filter((d) => d.id !== Number(params.id));
        return null;
      }
      return null;
    },
  });
  return { data, view, setDocuments: (next: typeof rows) => (documents = next) };
}

const listCalls = (requests: Array<{ method: string; path: string; params: Record<string, unknown> }>) => requests.filter((r) => r.path === '/shipmentDocument-list');

afterEach(() => vi.restoreAllMocks());

describe('the documents block on the shipment page', () => {
  it('shows nothing, and no endless spinner, on the page opened without its record (en)', async () => {
    const data = memoryProvider({ booking: [booking], shipmentEvent: [], expense: [] });
    const view = renderPage(page, { data, language: 'en', params: {} });
    await waitFor(() => expect(document.querySelector('[data-page] .fui-Spinner')).toBeNull());
    expect(document.querySelector('[data-block="documents"]')).toBeNull();
    expect(listCalls(view.requests)).toEqual([]);
  });

  it.each([
    ['en', 'Commercial invoice', 'Packing list', 'Documents'],
    ['zh', '商业发票', '装箱单', '单证文件'],
  ] as const)('lists the record’s documents from its list call (%s)', async (language, invoice, packing, title) => {
    const { view } = setup(language);
    const rows = await waitFor(() => {
      const found = document.querySelectorAll('[data-block="documents"] [data-document-row]');
      expect(found).toHaveLength(2);
      return found;
    });
    expect(listCalls(view.requests)[0]).toEqual({ method: 'GET', path: '/shipmentDocument-list', params: { bookingId: '42' } });
    expect(screen.getByText(title)).toBeTruthy();
    expect(rows[0].querySelector('[data-document-kind]')?.textContent).toBe(invoice);
    expect(rows[1].querySelector('[data-document-kind]')?.textContent).toBe(packing);
    // The name as text, never HTML.
    expect(rows[0].querySelector('[data-document-name]')?.textContent).toBe('<b>invoice-1</b>.pdf');
    expect(rows[0].querySelector('[data-document-name] b')).toBeNull();
    expect(rows[0].querySelector('[data-document-size]')?.textContent).toBe('2.0 KB');
    expect(rows[1].querySelector('[data-document-size]')?.textContent).toBe('3.0 MB');
    expect(rows[0].querySelector('[data-document-by]')?.textContent).toBe('Chen Li');
    // China time, the app's format.
    expect(rows[0].querySelector('[data-document-at]')?.textContent).toBe('2026-11-30 10:05');
    // Delete only where the server allows it; Download on every row.
    expect(rows[0].querySelector('[data-document-delete]')).not.toBeNull();
    expect(rows[1].querySelector('[data-document-delete]')).toBeNull();
    expect(document.querySelectorAll('[data-document-download]')).toHaveLength(2);
  });

  it('marks its buttons, not its list, for the print stylesheet to hide (en)', async () => {
    setup('en');
    await waitFor(() => expect(document.querySelectorAll('[data-document-row]')).toHaveLength(2));
    const printed = (selector: string) => [...document.querySelectorAll(`[data-block="documents"] ${selector}`)].map((e) => e.closest('[data-print="hide"]') === null);
    expect(printed('[data-documents-upload]')).toEqual([false]);
    expect(printed('[data-document-download]')).toEqual([false, false]);
    expect(printed('[data-document-delete]')).toEqual([false]);
    expect(printed('[data-document-name]')).toEqual([true, true]);
    expect(printed('[data-document-kind]')).toEqual([true, true]);
    // The buttons' column goes with them, heading included.
    expect(screen.getByRole('columnheader', { name: 'Actions' }).getAttribute('data-print')).toBe('hide');
  });

  it('uploads the chosen kind and file to its upload call, then reads the list again (en)', async () => {
    const { data, view, setDocuments } = setup('en', []);
    await screen.findByText('No documents yet.');
    const uploaded: Array<{ path: string; fields: Record<string, string>; name: string }> = [];
    data.answerUploads((path, fields, file) => {
      uploaded.push({ path, fields, name: file.name });
      setDocuments([doc(9, { kind: 'CERTIFICATE', fileName: file.name })]);
      return doc(9);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload document' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Accepted: .pdf, .xlsx, .csv, .jpg, .png · at most 20 MB')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Kind/ }), { target: { value: 'CERTIFICATE' } });
    const file = new File(['%PDF-1.4 x'], 'cert.pdf', { type: 'application/pdf' });
    fireEvent.change(dialog.querySelector('[data-document-file]')!, { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(uploaded).toEqual([{ path: '/shipmentDocument', fields: { bookingId: '42', kind: 'CERTIFICATE' }, name: 'cert.pdf' }]));
    await waitFor(() => expect(document.querySelector('[data-document-row="9"] [data-document-kind]')?.textContent).toBe('Certificate'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(listCalls(view.requests).length).toBeGreaterThanOrEqual(2);
    expect(view.notices).toContainEqual({ intent: 'success', message: 'cert.pdf was uploaded.' });
  });

  it('tells a refusal of the server inside the dialog (zh)', async () => {
    const { data } = setup('zh', []);
    await screen.findByText('暂无文件。');
    data.answerUploads(() => {
      throw Object.assign(new Error('部分字段无效。'), { data: { errors: [{ field: 'file', message: '文件内容不是允许的类型。' }] } });
    });
    fireEvent.click(screen.getByRole('button', { name: '上传文件' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(dialog.querySelector('[data-document-file]')!, { target: { files: [new File(['MZ'], 'evil.pdf')] } });
    fireEvent.click(within(dialog).getByRole('button', { name: '上传' }));
    await waitFor(() => expect(dialog.querySelector('[data-document-refusal]')?.textContent).toBe('文件内容不是允许的类型。'));
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('refuses a file of another type before sending it (en)', async () => {
    const { data } = setup('en', []);
    await screen.findByText('No documents yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Upload document' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(dialog.querySelector('[data-document-file]')!, { target: { files: [new File(['x'], 'run.exe')] } });
    await waitFor(() => expect(dialog.querySelector('[data-document-refusal]')?.textContent).toBe('run.exe is not an accepted type: .pdf, .xlsx, .csv, .jpg, .png.'));
    expect(within(dialog).getByRole('button', { name: 'Upload' }).hasAttribute('disabled')).toBe(true);
    expect(data.calls.some((c) => c.method === 'upload')).toBe(false);
  });

  it('deletes after a confirmation and reads the list again (en)', async () => {
    const { view } = setup('en');
    await waitFor(() => expect(document.querySelectorAll('[data-document-row]')).toHaveLength(2));
    const before = listCalls(view.requests).length;
    fireEvent.click(screen.getByRole('button', { name: 'Delete <b>invoice-1</b>.pdf' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Delete the document <b>invoice-1</b>.pdf?');
    expect(view.requests.some((r) => r.method === 'DELETE')).toBe(false);
    // By its mark, not its role: the dialog's content is hidden from the accessibility tree while it opens.
    const ok = await waitFor(() => {
      const button = confirm.querySelector<HTMLButtonElement>('[data-confirm="ok"]');
      expect(button?.textContent).toBe('OK');
      return button!;
    });
    fireEvent.click(ok);
    await waitFor(() => expect(document.querySelectorAll('[data-document-row]')).toHaveLength(1));
    expect(view.requests.filter((r) => r.method === 'DELETE')).toEqual([{ method: 'DELETE', path: '/shipmentDocument', params: { id: 1 } }]);
    expect(listCalls(view.requests).length).toBeGreaterThan(before);
  });

  it('asks its file call for the row’s bytes and saves them under their name (zh)', async () => {
    const { data } = setup('zh');
    await waitFor(() => expect(document.querySelectorAll('[data-document-row]')).toHaveLength(2));
    const saved: string[] = [];
    const createUrl = vi.fn(() => 'blob:doc');
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    data.answerFiles(() => ({ blob: new Blob(['%PDF-1.4']), fileName: '发票.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: '下载 <b>invoice-2</b>.pdf' }));
    await waitFor(() => expect(saved).toEqual(['发票.pdf']));
    expect(data.calls.filter((c) => c.method === 'getFile')).toEqual([{ method: 'getFile', resource: '/shipmentDocument-file', args: { id: '2' } }]);
  });
});
