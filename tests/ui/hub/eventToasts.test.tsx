// Hub events faster than one per half second share one toast (issue 40): a burst of six booking
// updates shows "6 bookings updated" at once, in one toast, instead of four toasts and two queued
// behind them for seconds; events further apart each show their own text. The clock is the test's.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEventToasts, GROUP_WITHIN_MS } from '../../../src/client/hub/eventToasts';
import i18n, { loadLanguage } from '../../../src/client/i18n/i18n';
import { DeferredNotifier } from '../../../src/client/shell/DeferredNotifier';
import { useEnglish } from '../support/english';

beforeAll(useEnglish);

function mount() {
  render(
    <FluentProvider theme={webLightTheme}>
      <DeferredNotifier />
    </FluentProvider>,
  );
}

describe('hub event toasts', () => {
  it('group a burst of one topic in one toast, shown at once, and show events further apart each on its own', async () => {
    mount();
    let now = 0;
    const toast = createEventToasts(() => now);
    act(() => toast('bookingStatus', 'Booking SE2611290001: Confirmed'));
    await screen.findByText('Booking SE2611290001: Confirmed');
    act(() => {
      for (let i = 2; i <= 6; i++) {
        now += 100;
        toast('bookingStatus', `Booking SE261129000${i}: Confirmed`);
      }
    });
    await screen.findByText('6 bookings updated');
    expect(screen.getAllByTestId('toast-info')).toHaveLength(1);
    expect(screen.queryByText('Booking SE2611290001: Confirmed')).toBeNull();

    // Another topic in the same moment has its own toast; so has the next booking after a pause.
    act(() => toast('trackingEvent', 'Shipment SE2611290001: departed at Shanghai'));
    now += GROUP_WITHIN_MS;
    act(() => toast('bookingStatus', 'Booking SE2611290007: Completed'));
    await screen.findByText('Shipment SE2611290001: departed at Shanghai');
    await screen.findByText('Booking SE2611290007: Completed');
    expect(screen.getByText('6 bookings updated')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('toast-info')).toHaveLength(3));
  });

  it('word the group in the user language', async () => {
    await loadLanguage('zh');
    await i18n.changeLanguage('zh');
    try {
      mount();
      const now = 0;
      const toast = createEventToasts(() => now);
      act(() => {
        toast('trackingEvent', '货物 SE2611290001：离港，上海');
        toast('trackingEvent', '货物 SE2611290002：离港，上海');
        toast('trackingEvent', '货物 SE2611290003：离港，上海');
      });
      await screen.findByText('3 票货物已更新');
      expect(screen.getAllByTestId('toast-info')).toHaveLength(1);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
