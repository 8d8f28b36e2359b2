// The sea booking form's Departure picker (issue 41), on the real API and the real page file: it offers
// only sailings of the booking's mode and lane (POL/POD), of its carrier once one is given, and still open
// for booking (not full or blank, before the earliest cut-off); picking one fills ETD, ETA and carrier.
// The lane is one no demo sailing uses, holding one open sailing and one decoy per rule.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { liveApiForFile } from './support/liveApi';
import { pageFile } from './support/pageFile';
import { renderPage } from './support/renderPage';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));

const DAY = 86_400_000;
const POL = 'CNXMN';
const POD = 'DEHAM';

interface Sailing {
  no: string;
  mode?: 'sea' | 'rail';
  carrier?: string;
  pol?: string;
  pod?: string;
  status?: string;
  /** Days from now. */
  etd?: number;
  /** Days from now of the earliest cut-off. */
  cutoff?: number;
}

const OPEN_MAEU: Sailing = { no: 'T41-MAEU-OPEN' };
const OPEN_MSCU: Sailing = { no: 'T41-MSCU-OPEN', carrier: 'MSCU', etd: 12, cutoff: 10 };
const DECOYS: Sailing[] = [
  { no: 'T41-RAIL', mode: 'rail' },
  { no: 'T41-OTHER-POD', pod: 'NLRTM' },
  { no: 'T41-OTHER-POL', pol: 'CNSHA' },
  { no: 'T41-PAST-CUTOFF', etd: 1, cutoff: -0.1 },
  { no: 'T41-FULL', status: 'full' },
  { no: 'T41-BLANK', status: 'blank' },
];

/** The China calendar day of an instant, as a date field shows it (worked out apart from the client's code). */
const chinaDateOf = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
const etdOf = (s: Sailing) => new Date(Date.now() + (s.etd ?? 9) * DAY);
const etaOf = (s: Sailing) => new Date(etdOf(s).getTime() + 30 * DAY);

const live = liveApiForFile('demo', 'demo1234', async ({ t }) => {
  for (const s of [OPEN_MAEU, OPEN_MSCU, ...DECOYS]) {
    const cutoff = new Date(Date.now() + (s.cutoff ?? 7) * DAY);
    await sql`INSERT INTO departures (departure_no, mode, carrier, pol, pod, etd, eta, doc_cutoff, fcl_cutoff, status)
      VALUES (${s.no}, ${s.mode ?? 'sea'}, ${s.carrier ?? 'MAEU'}, ${s.pol ?? POL}, ${s.pod ?? POD}, ${etdOf(s)}, ${etaOf(s)}, ${cutoff}, ${cutoff}, ${s.status ?? 'available'})`.execute(t.db);
  }
});

async function departureCombo(container: HTMLElement): Promise<HTMLInputElement> {
  return waitFor(() => {
    const el = container.querySelector<HTMLInputElement>('input#root_departure');
    if (!el) throw new Error('form not drawn yet');
    return el;
  });
}

/** The departure numbers the open picker lists, once it has read them. */
async function offered(combo: HTMLInputElement): Promise<string[]> {
  fireEvent.click(combo);
  await waitFor(() => {
    const options = screen.getAllByRole('option');
    if (options.some((o) => o.getAttribute('aria-disabled') === 'true')) throw new Error('still loading');
  });
  return screen.getAllByRole('option').map((o) => o.querySelector('span > span')?.textContent ?? '');
}

describe('the departure picker of the sea booking form', () => {
  it('offers only open sea sailings of the lane, then of the carrier too, and fills ETD, ETA and carrier (en)', async () => {
    const { container } = renderPage(pageFile('myOrder/seaBooking'), { data: live.data, language: 'en', params: { pol: POL, pod: POD } });
    const combo = await departureCombo(container);
    expect((await offered(combo)).sort()).toEqual([OPEN_MAEU.no, OPEN_MSCU.no].sort());
    fireEvent.keyDown(combo, { key: 'Escape' });
    cleanup();

    // A carrier given narrows the lane's sailings to its own.
    const again = renderPage(pageFile('myOrder/seaBooking'), { data: live.data, language: 'en', params: { pol: POL, pod: POD, carrier: 'MSCU' } });
    const combo2 = await departureCombo(again.container);
    expect(await offered(combo2)).toEqual([OPEN_MSCU.no]);
    fireEvent.click(screen.getByRole('option', { name: new RegExp(OPEN_MSCU.no) }));
    const field = (name: string) => again.container.querySelector<HTMLInputElement>(`#root_${name}`)?.value;
    await waitFor(() => expect(field('etd')).toBe(chinaDateOf(etdOf(OPEN_MSCU))));
    expect(field('eta')).toBe(chinaDateOf(etaOf(OPEN_MSCU)));
    expect(field('carrier')).toMatch(/^MSCU\b/);
    expect(combo2.value).toMatch(new RegExp(`^${OPEN_MSCU.no}`));
  });

  it('fills the form from the sailing picked without a carrier given (zh)', async () => {
    const { container } = renderPage(pageFile('myOrder/seaBooking'), { data: live.data, language: 'zh', params: { pol: POL, pod: POD } });
    const combo = await departureCombo(container);
    expect(await offered(combo)).toContain(OPEN_MAEU.no);
    fireEvent.click(screen.getByRole('option', { name: new RegExp(OPEN_MAEU.no) }));
    const field = (name: string) => container.querySelector<HTMLInputElement>(`#root_${name}`)?.value;
    await waitFor(() => expect(field('etd')).toBe(chinaDateOf(etdOf(OPEN_MAEU))));
    expect(field('eta')).toBe(chinaDateOf(etaOf(OPEN_MAEU)));
    expect(field('carrier')).toMatch(/^MAEU\b/);
  });
});
