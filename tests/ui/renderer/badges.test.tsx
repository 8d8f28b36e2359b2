// The `badge` format: a choice shown as a coloured pill with its label, in the detail block and in
// grid cells (glide's bubble cell), coloured by the page's `badges` over the entity's `@badges`; and
// an action result's lines labelling choices (the booking history's from/to) instead of codes.
import { screen, waitFor, render } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { I18nextProvider } from 'react-i18next';
import { GridCellKind } from '@glideapps/glide-data-grid';
import { describe, expect, it } from 'vitest';
import type { PageSchema } from '../../../src/shared/page/pageSchema';
import { BADGE_PAINT } from '../../../src/shared/page/badgeColor';
import { badgeCell } from '../../../src/client/renderer/grid/badgeCell';
import { ActionResultView } from '../../../src/client/renderer/actions/result/ActionResultView';
import { memoryProvider } from './support/memoryDataProvider';
import { renderPage } from './support/renderPage';
import { makeTestI18n } from './support/testI18n';

const page: PageSchema = {
  name: 'seaBookingDetail',
  path: '/myOrder/seaBookingDetail',
  title: 'route.seaBookingDetail',
  resource: 'booking',
  blocks: [
    {
      type: 'detail',
      groups: [{ fields: ['bookingNo', { field: 'status', format: 'badge' }, { field: 'mode', format: 'badge', badges: { SEA: 'brand' } }] }],
    },
  ],
};

const badgeOf = (container: HTMLElement, field: string) => container.querySelector(`[data-field="${field}"] [data-badge]`) as HTMLElement | null;

describe('badge format', () => {
  it('shows a status as a pill in the entity’s colour with its label (zh)', async () => {
    const booking = { id: 3, bookingNo: 'SE2611230001', status: 'CONFIRMED', mode: 'SEA', version: 4 };
    const { container } = renderPage(page, { data: memoryProvider({ booking: [booking] }), language: 'zh', params: { id: '3' } });
    expect(await screen.findByText('SE2611230001')).toBeTruthy();
    await waitFor(() => expect(badgeOf(container, 'status')?.textContent).toBe('已确认'));
    const status = badgeOf(container, 'status')!;
    expect(status.getAttribute('data-badge')).toBe('success');
    expect(status.style.color).toBe(BADGE_PAINT.success.text);
    // The page's own colour for a field the entity gives none.
    expect(badgeOf(container, 'mode')?.getAttribute('data-badge')).toBe('brand');
  });

  it('falls back to neutral for a choice with no colour, and shows nothing for an empty value (en)', async () => {
    const booking = { id: 4, bookingNo: 'SE2611230002', status: null, mode: 'AIR', version: 1 };
    const { container } = renderPage(page, { data: memoryProvider({ booking: [booking] }), language: 'en', params: { id: '4' } });
    expect(await screen.findByText('SE2611230002')).toBeTruthy();
    await waitFor(() => expect(badgeOf(container, 'mode')?.getAttribute('data-badge')).toBe('neutral'));
    expect(badgeOf(container, 'status')).toBeNull();
  });

  it('draws grid cells as bubbles in the colour’s paint', () => {
    const cell = badgeCell('Rejected', BADGE_PAINT.danger);
    expect(cell.kind).toBe(GridCellKind.Bubble);
    expect(cell.data).toEqual(['Rejected']);
    expect(cell.themeOverride).toMatchObject({ bgBubble: BADGE_PAINT.danger.background, textBubble: BADGE_PAINT.danger.text });
  });
});

describe('action result lines', () => {
  it('label choices by their options key and format dates, not raw codes', () => {
    const i18n = makeTestI18n('zh');
    render(
      <FluentProvider theme={webLightTheme}>
        <I18nextProvider i18n={i18n}>
          <ActionResultView
            result={{ lines: { from: 'result', columns: ['at', 'from', 'to'], optionsKeys: { from: 'field.booking.statusOption', to: 'field.booking.statusOption' }, formats: { at: 'date:{y}-{m}-{d}' } } }}
            answer={{ result: [{ at: '2026-11-20T02:00:00Z', from: 'RECEIVED', to: 'CANCELLED' }] }}
            input={{}}
            row={null}
            params={{}}
            onNavigate={() => undefined}
          />
        </I18nextProvider>
      </FluentProvider>,
    );
    const line = document.querySelector('[data-result-line="0"]') as HTMLElement;
    expect(line.textContent).toContain('已取消');
    expect(line.textContent).toContain('2026-11-20');
    expect(line.textContent).not.toContain('CANCELLED');
  });
});
