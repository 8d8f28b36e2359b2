// The notes block (booking precautions): heading and text in the reader's language, falling back as the
// texts do (tr → zh → en, es → en) where a language has none, on the real sea booking page's block.
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../src/shared/constants';
import type { NotesBlock } from '../../../src/shared/page/pageSchema';
import { memoryProvider } from './support/memoryDataProvider';
import { pageFile } from './support/pageFile';
import { renderPage } from './support/renderPage';

afterEach(cleanup);

const notes = [
  { id: 1, mode: 'SEA', active: true, sno: 1, title: 'Sea: VGM and dangerous goods', titleZh: '海运：VGM 与危险品', titleTr: '', bodyEn: 'VGM before the cut-off.', bodyZh: 'VGM 截止前提交。' },
  { id: 2, mode: 'SEA', active: true, sno: 2, title: 'Winter surcharge', titleEs: 'Recargo de invierno', bodyEn: 'From December.' },
];

/** The sea booking page's notes block alone (the form around it is another test's). */
function notesPage(file = 'myOrder/seaBooking') {
  const page = pageFile(file);
  const block = page.blocks.find((b): b is NotesBlock => b.type === 'notes')!;
  return { ...page, blocks: [block] };
}

async function shown(language: Language) {
  const harness = renderPage(notesPage(), { data: memoryProvider({ bookingNote: notes }), language });
  await waitFor(() => expect(harness.container.querySelectorAll('[data-note]').length).toBe(2));
  const notesShown = [...harness.container.querySelectorAll('[data-note]')].map((n) => ({ title: n.querySelector('.fui-MessageBarTitle')?.textContent, text: n.textContent }));
  harness.unmount();
  return notesShown;
}

describe('notes block', () => {
  it('shows each heading and text in the reader’s language, falling back where a language has none', async () => {
    const zh = await shown('zh');
    expect(zh.map((n) => n.title)).toEqual(['海运：VGM 与危险品', 'Winter surcharge']);
    expect(zh[0].text).toContain('VGM 截止前提交。');
    // Traditional Chinese has no heading of its own (empty): the simplified one, not the English.
    expect((await shown('tr')).map((n) => n.title)).toEqual(['海运：VGM 与危险品', 'Winter surcharge']);
    expect((await shown('es')).map((n) => n.title)).toEqual(['Sea: VGM and dangerous goods', 'Recargo de invierno']);
    expect((await shown('en')).map((n) => n.title)).toEqual(['Sea: VGM and dangerous goods', 'Winter surcharge']);
  });

  it('heads the notes with "Before you book", and a mode without notes (truck) with nothing at all', async () => {
    const sea = renderPage(notesPage(), { data: memoryProvider({ bookingNote: notes }), language: 'en' });
    await waitFor(() => expect(sea.container.querySelectorAll('[data-note]').length).toBe(2));
    expect([...sea.container.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['Before you book']);
    sea.unmount();
    const truck = renderPage(notesPage('myOrder/truckBooking'), { data: memoryProvider({ bookingNote: notes }), language: 'en' });
    // The truck page's notes block asks for TRUCK notes, and there are none: no heading over nothing.
    await waitFor(() => expect(truck.container.querySelector('[data-block-loading], .fui-Spinner')).toBeNull());
    expect(truck.container.querySelectorAll('h3, [data-notes]').length).toBe(0);
    truck.unmount();
  });
});
