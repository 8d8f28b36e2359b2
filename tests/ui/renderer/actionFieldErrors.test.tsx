// An action form refused on its fields says so under them and only there (issue 41): Combined
// Tracking's search box, on the real API and the client's own request client, answers an unknown
// number with the server's message under the box and no "Some fields are not valid" toast beside it.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onNotice } from '../../../src/client/api/notify';
import { setCookie } from '../../../src/client/state/cookies';
import { liveApiForFile } from './support/liveApi';
import { pageFile } from './support/pageFile';
import { renderPage } from './support/renderPage';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));
vi.mock('../../../src/client/renderer/form/precompiledValidators', async (real) => {
  const mod = await real<typeof import('../../../src/client/renderer/form/precompiledValidators')>();
  const { precompileForTest } = await import('./support/precompileForTest');
  return { ...mod, loadPrecompiled: (source: string | object) => (typeof source === 'string' ? mod.loadPrecompiled(source) : precompileForTest(source as Record<string, unknown>)) };
});

const live = liveApiForFile();

describe('an action form refused on its fields', () => {
  it.each([
    ['en', 'en-US', 'No shipment of yours has the number XYZ123.', 'Track'],
    ['zh', 'zh-CN', '您的货物中没有号码为 XYZ123 的记录。', '查询'],
  ] as const)('shows the server’s message under the field, with no toast beside it (%s)', async (language, culture, message, submit) => {
    setCookie('culture', culture);
    const toasts: string[] = [];
    const stop = onNotice((n) => toasts.push(n.text));
    const harness = renderPage(pageFile('cargoTracing/mulCargoTrack'), { data: live.data, language });
    const input = await waitFor(() => {
      const el = harness.container.querySelector<HTMLInputElement>('[data-inline-action="track"] input');
      if (!el) throw new Error('search box not drawn yet');
      return el;
    });
    fireEvent.change(input, { target: { value: 'XYZ123' } });
    fireEvent.click(screen.getAllByRole('button', { name: submit }).find((b) => b.hasAttribute('data-action-submit'))!);
    const form = harness.container.querySelector('[data-inline-action="track"]')!;
    await waitFor(() => expect(form.textContent).toContain(message), { timeout: 20_000 });
    stop();
    expect(toasts).toEqual([]);
    expect(harness.notices).toEqual([]);
    harness.unmount();
  });
});
