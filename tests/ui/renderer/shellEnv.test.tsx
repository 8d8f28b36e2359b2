// The renderer's environment inside the shell: grants, language and size from the shell, route names
// to paths, the route's query, the app's query client, and which failures the request client has told.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ref } from 'valtio';
import { describe, expect, it } from 'vitest';
import { makeShellValue, ShellContext } from '../../../src/client/app/ShellContext';
import { appQueryClient } from '../../../src/client/api/queryClient';
import { ApiRequestError } from '../../../src/client/api/request';
import { useShellEnv } from '../../../src/client/renderer/core/shellEnv';
import { appState } from '../../../src/client/state/appStore';
import { permissionState } from '../../../src/client/state/permissionStore';
import { memoryProvider } from './support/memoryDataProvider';


function wrapper(initial: string) {
  const shell = makeShellValue({ dataProvider: memoryProvider(), funcs: ['setAddress.create'], language: 'en' });
  return ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>
      <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>
    </MemoryRouter>
  );
}

describe('useShellEnv', () => {

  it('is null outside the shell', () => {
    const { result } = renderHook(() => useShellEnv(), { wrapper: ({ children }) => <MemoryRouter>{children}</MemoryRouter> });
    expect(result.current).toBeNull();
  });

  it("takes a granted route's path and one more segment as the record id, as `?id=` is", () => {
    const route = (name: string, path: string) => ref({ name, path, meta: { title: name, noCache: false, hidden: false }, load: async () => ({ default: () => null }) });
    permissionState.addRouters = [route('setAddress', '/setData/setAddress'), route('setProduct', '/setData/setProduct')];
    const paramsAt = (path: string) => renderHook(() => useShellEnv(), { wrapper: wrapper(path) }).result.current!.params;
    expect(paramsAt('/setData/setAddress/42?tab=2')).toEqual({ id: '42', tab: '2' });
    expect(paramsAt('/setData/setAddress/A%2F1')).toEqual({ id: 'A/1' });
    expect(paramsAt('/setData/setAddress')).toEqual({});
    // Not a record of a granted route: no id.
    expect(paramsAt('/setData/other/42')).toEqual({});
    expect(paramsAt('/setData/setAddress/42/more')).toEqual({});
    permissionState.addRouters = [];
  });

  it('reads grants, language, size and the route query from the shell', () => {
    appState.size = 'small';
    const { result } = renderHook(() => useShellEnv(), { wrapper: wrapper('/setData/setAddress?id=7') });
    const env = result.current!;
    expect(env.can('setAddress.create')).toBe(true);
    expect(env.can('setAddress.delete')).toBe(false);
    expect(env.language).toBe('en');
    expect(env.size).toBe('small');
    expect(env.params).toEqual({ id: '7' });
    expect(env.tabKey).toBe('/setData/setAddress');
    appState.size = 'nonsense';
    const { result: again } = renderHook(() => useShellEnv(), { wrapper: wrapper('/') });
    expect(again.current!.size).toBe('mini');
    appState.size = 'mini';
  });

  it('opens a menu route only when granted; routes outside the menu tree are open to all', () => {
    permissionState.routers = ['setAddress'];
    const { result } = renderHook(() => useShellEnv(), { wrapper: wrapper('/') });
    expect(result.current!.canOpen('setAddress')).toBe(true);
    expect(result.current!.canOpen('setProduct')).toBe(false);
    expect(result.current!.canOpen('not-a-menu')).toBe(true);
    permissionState.routers = [];
  });

  it('navigates by route name to the menu path with the query', () => {
    const { result } = renderHook(() => ({ env: useShellEnv(), location: useLocation() }), { wrapper: wrapper('/setData/index') });
    act(() => result.current.env!.navigate('setProduct', { sku: 'A 1' }));
    expect(`${result.current.location.pathname}${result.current.location.search}`).toBe('/setData/setProduct?sku=A+1');
  });

  it('reads through the app\'s one query client and the shell\'s provider; tells which failures were told', () => {
    const { result } = renderHook(() => useShellEnv(), { wrapper: wrapper('/') });
    expect(result.current!.queries).toBe(appQueryClient());
    expect(result.current!.errorShown(new ApiRequestError('x', 10002, 400))).toBe(true);
    expect(result.current!.errorShown(new Error('x'))).toBe(false);
  });
});
