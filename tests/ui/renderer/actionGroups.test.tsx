// A toolbar's action group (`{ group, label, actions }`): one menu button listing the actions the user is
// granted and the page's record offers; a group with none of them is not drawn; an item runs its action.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageSchema } from '../../../src/shared/page/pageSchema';
import { lintContext } from '../../schemas/lintContext';
import { lintPage } from '../../schemas/pageLint';
import { memoryProvider } from './support/memoryDataProvider';
import { renderPage } from './support/renderPage';

const page: PageSchema = {
  name: 'seaBookingDetail',
  path: '/myOrder/seaBookingDetail',
  title: 'route.seaBookingDetail',
  resource: 'booking',
  blocks: [
    {
      type: 'actions',
      actions: [
        { group: 'go', label: 'page.order.documentsMenu', actions: ['toList', 'toTrack', 'toRail'] },
        { group: 'none', label: 'page.tracking.sharingMenu', actions: ['toRail'] },
        'toList',
      ],
    },
  ],
  actions: [
    { id: 'toList', kind: 'navigate', label: 'page.order.list', to: 'mulOrderList' },
    { id: 'toTrack', kind: 'navigate', label: 'page.order.track', to: 'trackList', funcId: 'seaBookingDetail.track' },
    { id: 'toRail', kind: 'navigate', label: 'page.order.openDetail', to: 'railBookingDetail', visibleWhen: { field: 'mode', eq: 'RAIL' } },
  ],
} as unknown as PageSchema;

describe('an action group', () => {
  it('lists the granted actions the record offers, draws no empty group, and runs an item', async () => {
    expect(lintPage(page, lintContext).filter((p) => !/i18n key|funcId/.test(p))).toEqual([]);
    const harness = renderPage(page, { data: memoryProvider({ booking: [{ id: 5, mode: 'SEA', version: 1 }] }), language: 'en', params: { id: '5' } });
    const trigger = await screen.findByRole('button', { name: 'PDF documents' });
    expect(trigger.getAttribute('data-action-group')).toBe('go');
    // Not offered on a sea booking: the group holding only it is not drawn.
    expect(document.querySelector('[data-action-group="none"]')).toBeNull();
    fireEvent.click(trigger);
    const items = await screen.findAllByRole('menuitem');
    // toTrack needs a FuncId the user does not hold; toRail is for rail bookings.
    expect(items.map((i) => i.getAttribute('data-action'))).toEqual(['toList']);
    fireEvent.click(items[0]);
    await waitFor(() => expect(harness.navigations).toEqual([{ to: 'mulOrderList', query: {} }]));
  });

  it('is linted: an unknown action, an empty group and an export in a group are named', () => {
    const bad = {
      ...page,
      blocks: [{ type: 'actions', actions: [{ group: 'g', label: 'page.order.documentsMenu', actions: ['nope'] }, { group: 'e', label: 'page.order.documentsMenu', actions: [] }, { group: 'x', label: 'page.order.documentsMenu', actions: ['export'] }] }],
      actions: [...(page.actions ?? []), { id: 'export', kind: 'export', modes: ['all'] }],
    } as unknown as PageSchema;
    const problems = lintPage(bad, lintContext).join('\n');
    expect(problems).toMatch(/nope/);
    expect(problems).toMatch(/group e lists no action/);
    expect(problems).toMatch(/group x holds export export/);
  });
});
