// A page with no record to read (a grid page, a form page without an id) keeps the route record's state
// as it mounts: its effect setting "none" again rendered the whole page a second time, in the task that
// first draws it (the grid page opened by its URL, issue 11).
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/client/api/queryClient';
import { useRouteRecord } from '../../../src/client/renderer/core/useRouteRecord';
import type { RendererEnv } from '../../../src/client/renderer/core/rendererEnv';
import type { PageSchema } from '../../../src/shared/page/pageSchema';
import { memoryProvider } from './support/memoryDataProvider';

afterEach(cleanup);

const page: PageSchema = { name: 'setAddress', path: '/setData/setAddress', title: 'route.setAddress', resource: 'address', blocks: [{ type: 'grid', columns: [{ field: 'name' }] }] };

describe('the route record of a page that reads none', () => {
  it('is "none" from the first render and does not render the page again as it mounts', async () => {
    const env = { data: memoryProvider({ address: [] }), queries: createQueryClient({ session: false }), params: {} } as unknown as RendererEnv;
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useRouteRecord(env, page);
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.state).toEqual({ status: 'none' });
    expect(renders).toBe(1);
  });
});
