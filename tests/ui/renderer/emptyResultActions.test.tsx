// A search that finds nothing offers what to do instead (`result.emptyActions`): the instant quote's
// "no price covers this lane" answer offers Ask for a quote, whose form starts with what was searched
// (`$row.<field>` reads the search's values), so the customer types nothing twice. An answer with lines
// offers no such button.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PageSchema } from '../../../src/shared/page/pageSchema';
import { lintContext } from '../../schemas/lintContext';
import { lintPage } from '../../schemas/pageLint';
import { memoryProvider } from './support/memoryDataProvider';
import { QUOTE_INPUT_SCHEMA } from './support/quotePage';
import { renderPage } from './support/renderPage';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));
vi.mock('../../../src/client/renderer/form/precompiledValidators', async (real) => {
  const mod = await real<typeof import('../../../src/client/renderer/form/precompiledValidators')>();
  const { precompileForTest } = await import('./support/precompileForTest');
  return { ...mod, loadPrecompiled: (source: string | object) => (typeof source === 'string' ? mod.loadPrecompiled(source) : precompileForTest(source as Record<string, unknown>)) };
});

const page: PageSchema = {
  name: 'testSearch',
  path: '/test/search',
  title: 'route.setProduct',
  resource: 'price',
  blocks: [{ type: 'actions', variant: 'inline', actions: ['search'] }],
  actions: [
    {
      id: 'search',
      kind: 'call',
      label: 'Search',
      action: 'search',
      target: 'none',
      input: { schema: QUOTE_INPUT_SCHEMA, submit: 'Search' },
      result: { lines: { from: 'offers', columns: ['carrier', 'total'], titles: { carrier: 'Carrier', total: 'Total' } }, emptyActions: ['ask'] },
    },
    {
      id: 'ask',
      kind: 'call',
      label: 'Ask for a quote',
      action: 'ask',
      target: 'none',
      input: { schema: QUOTE_INPUT_SCHEMA, defaults: { weightKg: '$row.weightKg', pieces: '$row.pieces' }, submit: 'Send' },
      success: 'Asked',
    },
  ],
};

async function search(offers: unknown[]) {
  const data = memoryProvider({ price: [] });
  data.answerActions((_resource, action) => (action === 'search' ? { offers } : action === 'ask' ? { ok: true } : null));
  renderPage(page, { data, language: 'en', funcs: [] });
  const panel = await waitFor(() => {
    const el = document.querySelector<HTMLElement>('[data-inline-action="search"]');
    if (!el?.querySelector('#root_weightKg')) throw new Error('form not drawn yet');
    return el;
  });
  fireEvent.change(panel.querySelector('#root_weightKg')!, { target: { value: '800' } });
  fireEvent.change(panel.querySelector('#root_pieces')!, { target: { value: '3' } });
  fireEvent.click(within(panel).getByRole('button', { name: 'Search' }));
  const result = await waitFor(() => {
    const el = panel.querySelector<HTMLElement>('[data-action-result]');
    if (!el) throw new Error('no result yet');
    return el;
  });
  return { data, result };
}

describe('actions under an answer that lists nothing', () => {
  it('pass the lint only when they are defined', () => {
    expect(lintPage(page, lintContext).join('\n')).not.toContain('offered when it lists nothing');
    const missing = { ...page, actions: page.actions!.filter((a) => a.id !== 'ask') };
    expect(lintPage(missing, lintContext).join('\n')).toContain('result action ask (offered when it lists nothing) is not defined in actions');
  });

  it("offer Ask for a quote, whose form starts with the search's values, and send them", async () => {
    const { data, result } = await search([]);
    fireEvent.click(within(result).getByRole('button', { name: 'Ask for a quote' }));
    const dialog = await screen.findByRole('dialog');
    const weight = await waitFor(() => {
      const el = dialog.querySelector<HTMLInputElement>('#root_weightKg');
      if (!el) throw new Error('form not drawn yet');
      return el;
    });
    expect(weight.value).toBe('800');
    expect(dialog.querySelector<HTMLInputElement>('#root_pieces')!.value).toBe('3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(data.calls.filter((c) => c.method === 'callAction').map((c) => c.args)).toEqual([
      { action: 'search', data: { weightKg: 800, pieces: 3 } },
      { action: 'ask', data: { weightKg: 800, pieces: 3 } },
    ]));
  });

  it('are not offered when the answer lists something', async () => {
    const { result } = await search([{ carrier: 'MAEU', total: '100.00' }]);
    expect(within(result).getByText('MAEU')).toBeTruthy();
    expect(within(result).queryByRole('button', { name: 'Ask for a quote' })).toBeNull();
  });
});
