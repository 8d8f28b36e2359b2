// An import action that targets a domain's own upload call (`path`): the FBA pack list goes to
// `POST /fbaOrder-packList`; its answer is told with the action's message (a file imported before says
// nothing was added), and a refused file lists every bad row and field in the dialog.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memoryProvider } from './support/memoryDataProvider';
import { pageFile } from './support/pageFile';
import { renderPage } from './support/renderPage';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));
const downloads = vi.hoisted(() => [] as Array<{ blob: Blob; name: string }>);
vi.mock('../../../src/client/renderer/actions/downloadBlob', () => ({ downloadBlob: (blob: Blob, name: string) => downloads.push({ blob, name }) }));

/** The pack list's columns as `GET /fbaOrder-packList-columns` publishes them (a part: the API tests read them all). */
const COLUMNS = [
  { name: 'fbaShipmentId', title: 'field.fbaOrder.fbaShipmentId', required: true },
  { name: 'cartonCount', title: 'field.fbaOrder.cartonCount', required: true },
  { name: 'msku', title: 'field.fbaOrder.msku', required: false },
];

const page = pageFile('myOrder/importFbaOrder');
const FUNCS = ['fullPlaceFbaOrder.import'];

async function upload(language: 'en' | 'zh', answer: Parameters<ReturnType<typeof memoryProvider>['answerImports']>[0]) {
  const data = memoryProvider({ fbaOrder: [] });
  data.answerImports(answer);
  const harness = renderPage(page, { data, language, funcs: FUNCS, answerRequest: (method, path) => (method === 'GET' && path === '/fbaOrder-packList-columns' ? { columns: COLUMNS } : null) });
  fireEvent.click(await screen.findByRole('button', { name: language === 'en' ? 'Upload pack list' : '上传装箱单' }));
  const dialog = await screen.findByRole('dialog');
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['fbaShipmentId\nFBA1\n'], 'packlist.csv', { type: 'text/csv' })] } });
  fireEvent.click(await within(dialog).findByRole('button', { name: language === 'en' ? 'Import' : '开始导入' }));
  return { data, harness, dialog };
}

describe('import to a custom call', () => {
  it('uploads to the action path and tells what was imported (en)', async () => {
    const { data, harness } = await upload('en', () => ({ imported: 2, cartons: 50, duplicate: false, ids: [1, 2] }));
    await waitFor(() => expect(harness.notices).toContainEqual({ intent: 'success', message: '2 FBA orders with 50 carton rows imported.' }));
    expect(data.calls.find((c) => c.method === 'importFile')?.args).toEqual({ name: 'packlist.csv', mode: 'insert', path: '/fbaOrder-packList' });
    // One mode is no choice.
    expect(document.querySelector('[data-import-mode]')).toBeNull();
  });

  it("lists the upload call's own columns and offers them as a template, in the user's language", async () => {
    for (const [language, listed, header] of [
      ['en', 'Columns (* required): FBA shipment ID *, Cartons *, MSKU', '"FBA shipment ID (fbaShipmentId)","Cartons (cartonCount)","MSKU (msku)"'],
      ['zh', '列（* 为必填）：FBA货件编号 *, 箱数 *, MSKU', '"FBA货件编号 (fbaShipmentId)","箱数 (cartonCount)","MSKU (msku)"'],
    ] as const) {
      const harness = renderPage(page, { data: memoryProvider({ fbaOrder: [] }), language, funcs: FUNCS, answerRequest: (method, path) => (method === 'GET' && path === '/fbaOrder-packList-columns' ? { columns: COLUMNS } : null) });
      fireEvent.click(await screen.findByRole('button', { name: language === 'en' ? 'Upload pack list' : '上传装箱单' }));
      const dialog = await screen.findByRole('dialog');
      await waitFor(() => expect(dialog.querySelector('[data-import-columns]')?.textContent).toBe(listed));
      downloads.length = 0;
      fireEvent.click(dialog.querySelector('[data-import-template]')!);
      expect(downloads.map((d) => d.name)).toEqual(['fbaOrder-packList-template.csv']);
      expect((await downloads[0].blob.text()).replace('\uFEFF', '').trim()).toBe(header);
      harness.unmount();
    }
  });

  it('says a file imported before added nothing (zh)', async () => {
    const { harness } = await upload('zh', () => ({ imported: 0, cartons: 0, duplicate: true, ids: [1, 2] }));
    await waitFor(() => expect(harness.notices).toContainEqual({ intent: 'success', message: '该装箱单已导入过，未新增任何内容。' }));
  });

  it('lists every bad row of a refused file in the dialog and keeps it open (en)', async () => {
    const refusal = Object.assign(new Error('Invalid input'), {
      data: {
        errors: [
          { row: 7, field: 'cartonCount', message: 'must be at least 1' },
          { row: 12, field: 'sku', message: 'is required' },
        ],
      },
    });
    const { harness, dialog } = await upload('en', () => {
      throw refusal;
    });
    const list = await waitFor(() => {
      const el = dialog.querySelector('[data-import-errors]');
      if (!el) throw new Error('no error list yet');
      return el as HTMLElement;
    });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(list.textContent).toContain('7');
    expect(list.textContent).toContain('must be at least 1');
    expect(list.textContent).toContain('12');
    expect(harness.notices.filter((n) => n.intent === 'success')).toEqual([]);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
