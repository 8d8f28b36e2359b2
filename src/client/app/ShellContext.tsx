// What the shell gives every screen (the renderer reads it with these hooks): the DataProvider, the
// user's button functions with hasFunc(funcId), the UI language, the required-field config and the user.
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useStore } from '../state/useStore';
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
  const functions = useStore(permissionState, (s) => s.functions);
  const requiredConfigList = useStore(permissionState, (s) => s.requiredConfigList);
  const loaded = useStore(permissionState, (s) => s.loaded);
  const language = useStore(appState, (s) => s.language);
  const value = useMemo(
    () =>
      makeShellValue({
        dataProvider,
        funcs: functions,
        language,
        requiredConfigList,
        user: loaded ? getStoredUser() : null,
      }),
    [dataProvider, functions, requiredConfigList, loaded, language],
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
