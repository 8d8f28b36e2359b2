// Booking notes of a lane (a note with a POL and POD) show on the booking form only while it holds that
// lane; the mode's general notes show on every booking of the mode (the notes block's `matchForm`, on the
// real sea booking page and the demo's notes: "Shanghai – Hamburg: winter surcharge" beside the VGM note).
import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFormValues, useFormFields } from '../../../src/client/renderer/form/formValues';
import { liveApiForFile } from './support/liveApi';
import { pageFile } from './support/pageFile';
import { renderPage } from './support/renderPage';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));

const live = liveApiForFile('demo', 'demo1234');

async function notesShown(params: Record<string, string>, language: 'en' | 'zh'): Promise<string[]> {
  const harness = renderPage(pageFile('myOrder/seaBooking'), { data: live.data, language, params });
  // The form is drawn with its values (the notes follow it from its first values).
  await waitFor(() => expect(harness.container.querySelector('input#root_pol')).not.toBeNull());
  const titles = await waitFor(() => {
    const shown = [...harness.container.querySelectorAll('[data-note] .fui-MessageBarTitle')].map((n) => n.textContent ?? '');
    if (shown.length === 0) throw new Error('no notes yet');
    return shown;
  });
  harness.unmount();
  return titles;
}

describe('booking notes of a lane', () => {
  it('show on a booking of that lane only, beside the notes of the mode (en)', async () => {
    expect(await notesShown({ pol: 'CNSHA', pod: 'DEHAM' }, 'en')).toEqual(['Sea: VGM and dangerous goods', 'Shanghai – Hamburg: winter surcharge']);
    expect(await notesShown({ pol: 'CNSHA', pod: 'USLAX' }, 'en')).toEqual(['Sea: VGM and dangerous goods']);
    expect(await notesShown({}, 'en')).toEqual(['Sea: VGM and dangerous goods']);
  });

  it('show on a booking of that lane only (zh)', async () => {
    expect(await notesShown({ pol: 'CNSHA', pod: 'DEHAM' }, 'zh')).toEqual(['海运：VGM 与危险品', '上海—汉堡：冬季附加费']);
    expect(await notesShown({ pol: 'CNNGB', pod: 'DEHAM' }, 'zh')).toEqual(['海运：VGM 与危险品']);
  });

  it('follow the form as it is edited, drawing again only when a followed field changes', async () => {
    const shown = createFormValues({});
    let renders = 0;
    function Follower() {
      renders++;
      const { pol, pod } = useFormFields(shown, ['pol', 'pod']);
      return <span data-testid="lane">{`${String(pol)}-${String(pod)}`}</span>;
    }
    const { getByTestId } = render(<Follower />);
    expect(getByTestId('lane').textContent).toBe('null-null');
    act(() => shown.set({ pol: 'CNSHA', pod: 'DEHAM', remarks: 'a' }));
    expect(getByTestId('lane').textContent).toBe('CNSHA-DEHAM');
    const before = renders;
    act(() => shown.set({ pol: 'CNSHA', pod: 'DEHAM', remarks: 'ab' }));
    expect(renders).toBe(before);
    act(() => shown.set({ pol: 'CNSHA', pod: 'USLAX', remarks: 'ab' }));
    expect(getByTestId('lane').textContent).toBe('CNSHA-USLAX');
  });
});
