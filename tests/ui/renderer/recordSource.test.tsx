// A page whose record comes from an explicit call with the route's parameters (`recordSource`): the
// tally-order message page reads `GET /tallyOrderMessage?t=<the link's token>`; a refused or missing
// token shows the page's own "invalid or expired link" message, not a toast.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExceptionCode } from '../../../src/shared/wire/envelope';
import { memoryProvider } from './support/memoryDataProvider';
import { pageFile } from './support/pageFile';
import { renderPage } from './support/renderPage';

const page = pageFile('messagecenter/tallyordermsg');
const MESSAGE = { tallyNo: 'TL-2611-0007', warehouse: 'Ningbo Beilun DC', receivedAt: '2026-11-20T02:00:00Z', packages: 40, grossKg: '812.50', cbm: '3.200', discrepancies: '2 cartons crushed', message: 'Received 40 cartons; 2 crushed, photos on file.' };

/** The server's not-found refusal, as the request client raises it. */
const notFound = () => Object.assign(new Error('Not found'), { code: ExceptionCode.NotFound });

describe('page record from a call with route parameters', () => {
  it('reads the tally message by the link token and shows it (zh)', async () => {
    const h = renderPage(page, { data: memoryProvider({}), language: 'zh', params: { t: 'abc.token' }, answerRequest: () => MESSAGE });
    expect(await screen.findByText('Received 40 cartons; 2 crushed, photos on file.')).toBeTruthy();
    expect(screen.getByText('TL-2611-0007')).toBeTruthy();
    expect(h.requests).toEqual([{ method: 'GET', path: '/tallyOrderMessage', params: { t: 'abc.token' } }]);
    expect((h.container.querySelector('[data-field="grossKg"]') as HTMLElement).textContent).toBe('812.50');
  });

  it('shows the invalid-link message for a refused token, in the user language (en)', async () => {
    const h = renderPage(page, {
      data: memoryProvider({}),
      language: 'en',
      params: { t: 'tampered' },
      answerRequest: () => {
        throw notFound();
      },
    });
    expect(await screen.findByText(/This link is invalid or has expired/)).toBeTruthy();
    expect(screen.queryByText('TL-2611-0007')).toBeNull();
    expect(h.notices).toEqual([]);
  });

  it('shows the same message when the link has no token, and calls nothing (zh)', async () => {
    const h = renderPage(page, { data: memoryProvider({}), language: 'zh', params: {}, answerRequest: () => MESSAGE });
    expect(await screen.findByText(/该链接无效或已过期/)).toBeTruthy();
    await waitFor(() => expect(h.requests).toEqual([]));
  });
});
