// A detail page's toolbar call acts on the route's record (`$record.<field>` in its payload): the bill
// detail opened by its number (`?billNo=`, as a booking's charges link to it) sends the bill's id to its
// PDF and xlsx exports. A call without a form that is refused says why inside its dialog, which would
// otherwise stay empty (the toast alone went away and left a blank dialog).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memoryProvider } from './support/memoryDataProvider';
import { pageFile } from './support/pageFile';
import { renderPage } from './support/renderPage';

const page = pageFile('onlineBiling/bilingDetail');
const bill = { id: 7, version: 1, billNo: 'INVD2611-001', currency: 'USD', total: '3568.90', paid: '0.00', balance: '3568.90', status: 'ISSUED', lines: [], payments: [] };
const FUNCS = ['bilingDetail.exportXlsx', 'bilingDetail.exportPdf'];

describe("a detail page's toolbar call on the route's record", () => {
  it('sends the id of the bill the route names by its number (en)', async () => {
    const data = memoryProvider({ bill: [bill], expense: [] });
    const sent: Array<Record<string, unknown>> = [];
    data.answerActions((_resource, action, payload) => {
      sent.push({ action, ...payload });
      return { file: { fileName: 'bill-INVD2611-001.pdf', mediaType: 'application/pdf', base64: 'JVBERi0=' } };
    });
    renderPage(page, { data, language: 'en', params: { billNo: 'INVD2611-001' }, funcs: FUNCS });
    await waitFor(() => expect(document.querySelector('[data-block="detail"] [data-field="billNo"]')?.textContent).toBe('INVD2611-001'));
    fireEvent.click(await screen.findByRole('button', { name: 'Bill (PDF)' }));
    await waitFor(() => expect(sent).toEqual([{ action: 'exportPdf', id: 7 }]));
  });

  it('tells a refusal of a call without a form inside its dialog (zh)', async () => {
    const data = memoryProvider({ bill: [bill], expense: [] });
    data.answerActions(() => {
      throw Object.assign(new Error('部分字段无效。'), { data: { errors: [{ field: 'id', message: '账单不存在，或您无权查看。' }] } });
    });
    renderPage(page, { data, language: 'zh', params: { billNo: 'INVD2611-001' }, funcs: FUNCS });
    await waitFor(() => expect(document.querySelector('[data-block="detail"] [data-field="billNo"]')?.textContent).toBe('INVD2611-001'));
    fireEvent.click(await screen.findByRole('button', { name: '账单（PDF）' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.querySelector('[data-action-refusal]')?.textContent).toBe('账单不存在，或您无权查看。'));
    expect(within(dialog).queryByRole('status')).toBeNull();
  });
});
