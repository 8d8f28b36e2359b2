// The chargeable weight shown live on the air booking and FBA order forms (issue 41), on the real page
// files and API: per line and for all the lines, by the shared rule (shared/freight/chargeableWeight.ts)
// the server stores its figure with, updated as a measure is typed. The total is the shipment's
// max(gross, volume weight), not the sum of the lines' own: a bulky line and a heavy one even out.
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lineChargeableKg, shipmentChargeableKg } from '../../../src/shared/freight/chargeableWeight';
import { liveApiForFile } from './support/liveApi';
import { pageFile } from './support/pageFile';
import { renderPage } from './support/renderPage';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));

// 2 × 120×80×100 cm at 40 kg: volume 320 kg beats gross 80. 3 × 50×40×30.5 cm at 75.5 kg: gross 226.5
// beats volume 30.5. Together: gross 306.5, volume 350.5 (the lines' own figures would add to 546.5).
const PIECES = [
  { count: 2, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 40 },
  { count: 3, lengthCm: 50, widthCm: 40, heightCm: 30.5, weightKg: 75.5 },
];
const LINE_KG = ['320.000', '226.500'];
const TOTAL_KG = '350.500';

const live = liveApiForFile();

/** Types the pieces into the form's line table `field`, the count into `countColumn`. */
async function typePieces(container: HTMLElement, field: string, countColumn: string, addLabel: string) {
  const table = await waitFor(() => {
    const el = container.querySelector<HTMLElement>(`[data-field="lineItems"][data-name="${field}"]`);
    if (!el) throw new Error('form not drawn yet');
    return el;
  });
  const cell = (line: number, col: string) => table.querySelector<HTMLInputElement>(`input[data-line="${line}"][data-col="${col}"]`)!;
  for (const [index, piece] of PIECES.entries()) {
    fireEvent.click(within(table).getByRole('button', { name: addLabel }));
    await waitFor(() => expect(cell(index, countColumn)).toBeTruthy());
    for (const [col, value] of Object.entries(piece)) {
      const column = col === 'count' ? countColumn : col;
      fireEvent.change(cell(index, column), { target: { value: String(value) } });
      fireEvent.blur(cell(index, column));
    }
  }
  return table;
}

const shown = (table: HTMLElement) => ({
  lines: [...table.querySelectorAll('tbody [data-computed="chargeableKg"]')].map((c) => c.textContent),
  total: table.querySelector('tfoot [data-total="chargeableKg"]')?.textContent,
});

describe('live chargeable weight', () => {
  it('the air booking form shows each piece line’s and the shipment’s, as the server stores it (en)', async () => {
    const { container } = renderPage(pageFile('myOrder/airBooking'), { data: live.data, language: 'en' });
    const table = await typePieces(container, 'pieces', 'count', 'Add line');
    await waitFor(() => expect(shown(table)).toEqual({ lines: LINE_KG, total: TOTAL_KG }));
    // The shared rule's own figures, and the column named as the server's field is.
    expect(PIECES.map((p) => lineChargeableKg(p))).toEqual(LINE_KG);
    expect(shipmentChargeableKg(PIECES)).toBe(TOTAL_KG);
    expect(within(table).getByRole('columnheader', { name: 'Chargeable kg' })).toBeTruthy();
    // A measure changed changes the figures at once: the bulky line halved leaves the heavy one's gross ahead.
    const height = table.querySelector<HTMLInputElement>('input[data-line="0"][data-col="heightCm"]')!;
    fireEvent.change(height, { target: { value: '10' } });
    fireEvent.blur(height);
    // Line 1: volume 2 × 96,000 / 6000 = 32 vs gross 80; all: gross 306.5 vs volume 62.5.
    await waitFor(() => expect(shown(table)).toEqual({ lines: ['80.000', '226.500'], total: '306.500' }));

    // The server stores the same figure for the same pieces.
    const created = await live.data.create<{ id: number }>('booking', { mode: 'AIR', pieces: PIECES });
    const stored = await live.data.getOne<{ chargeableKg: number | string }>('booking', created.id);
    expect(Number(stored.chargeableKg).toFixed(3)).toBe(TOTAL_KG);
  });

  it('the FBA order form shows each carton line’s and the order’s (zh)', async () => {
    const { container } = renderPage(pageFile('myOrder/placeFbaOrder'), { data: live.data, language: 'zh' });
    const table = await typePieces(container, 'cartons', 'cartonCount', '添加行');
    await waitFor(() => expect(shown(table)).toEqual({ lines: LINE_KG, total: TOTAL_KG }));
    expect(within(table).getByRole('columnheader', { name: '计费重(kg)' })).toBeTruthy();
  });
});
