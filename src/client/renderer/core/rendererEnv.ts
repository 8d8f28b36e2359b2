// What the renderer needs from the app around it: data and its query client, grants, language, size,
// navigation and toasts. The shell supplies it (shellEnv.ts); tests supply their own (in-memory data provider).
import { createContext, useContext } from 'react';
import type { Language } from '../../../shared/constants';
import type { GridSize } from '../../../shared/page/pageSchema';
import type { RequiredConfig } from '../../../shared/requiredConfig/reqItem';
import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from '../../data/dataProvider';
import type { PreferenceStore } from '../../data/preferenceStore';

/** A button in a toast (Undo after a delete): its label and what it does. */
export interface NoticeAction {
  label: string;
  run(): void;
}

export type { HttpMethod } from '../../data/dataProvider';

export interface RendererEnv {
  /** Every call to the server, explicit calls of the spec included (`data.call`). */
  data: DataProvider;
  /** The app's one query client: every read of a block goes through it (api/reads.ts), cached and shared. */
  queries: QueryClient;
  /** The user's own preferences on the server (grid column layouts). */
  preferences: PreferenceStore;
  /** Whether the user holds a button function (FuncId). */
  can(funcId: string): boolean;
  /** Whether the user may open a route by name (a menu route only when granted): navigate actions to others are hidden. */
  canOpen(routeName: string): boolean;
  language: Language;
  /** The app's size setting (default mini). */
  size: GridSize;
  /** The client data's per-menu required-field rules (MenuCd, ReqItem JSON text). */
  requiredConfigList: RequiredConfig[];
  /** Opens a route by name with query parameters; `replace`: in place of the current entry of the history (a new record's form naming its record). */
  navigate(routeName: string, query?: Record<string, string>, options?: { replace?: boolean }): void;
  /** `action`: a button in the toast (Undo after a delete). */
  notify(intent: 'success' | 'error' | 'info', message: string, action?: NoticeAction): void;
  /** True when the request client has already shown this failure to the user (no second toast). */
  errorShown(error: unknown): boolean;
  /** Key of the tab the page is shown in (scroll memory is kept per tab). */
  tabKey: string;
  /** The route's query parameters. */
  params: Record<string, string>;
}

export const RendererEnvContext = createContext<RendererEnv | null>(null);

export function useRendererEnv(): RendererEnv {
  const env = useContext(RendererEnvContext);
  if (!env) throw new Error('RendererEnvContext is missing: render pages through PageRenderer');
  return env;
}
