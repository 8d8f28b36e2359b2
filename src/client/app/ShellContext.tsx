// What the shell gives every screen (the renderer reads it with these hooks): the DataProvider, the
// user's button functions with hasFunc(funcId), the UI language, the required-field config and the user.
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { Language } from '../../shared/constants';
import type { RequiredConfig } from '../api/authCalls';
import type { DataProvider } from '../data/dataProvider';
import { appState } from '../state/appStore';
import { hasFunc, permissionState } from '../state/permissionStore';
import { getStoredUser, type SessionUser } from '../state/session';

export interface ShellContextValue {
  dataProvider: DataProvider;
  funcs: readonly string[];
  hasFunc: (funcId: string) => boolean;
  language: Language;
  requiredConfigList: readonly RequiredConfig[];
  user: SessionUser | null;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

/** Builds a value from parts (tests wrap a screen in <ShellContext.Provider value={makeShellValue(...)}>). */
export function makeShellValue(parts: Partial<ShellContextValue> & { dataProvider: DataProvider }): ShellContextValue {
  const funcs = parts.funcs ?? [];
  return {
    funcs,
    hasFunc: parts.hasFunc ?? ((funcId: string) => hasFunc(funcs, funcId)),
    language: parts.language ?? 'zh',
    requiredConfigList: parts.requiredConfigList ?? [],
    user: parts.user ?? null,
    dataProvider: parts.dataProvider,
  };
}

/** The app's provider: values follow the valtio stores. */
export function ShellProvider({ dataProvider, children }: { dataProvider: DataProvider; children: ReactNode }) {
  const permissions = useSnapshot(permissionState);
  const app = useSnapshot(appState);
  const value = useMemo(
    () =>
      makeShellValue({
        dataProvider,
        funcs: permissions.functions,
        language: app.language,
        requiredConfigList: permissions.requiredConfigList,
        user: permissions.loaded ? getStoredUser() : null,
      }),
    [dataProvider, permissions.functions, permissions.requiredConfigList, permissions.loaded, app.language],
  );
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell needs <ShellProvider> (or ShellContext.Provider in tests)');
  return value;
}

export const useUiLanguage = () => useShell().language;
export const useCurrentUser = () => useShell().user;
