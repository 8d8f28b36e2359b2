// Route records of SPEC §3 ("route record: name, path, redirect, meta, hidden, component, children").
import type { ComponentType } from 'react';

export type ScreenModule = { default: ComponentType };

export interface RouteMeta {
  /** i18n key of the title. */
  title: string;
  icon?: string;
  noCache: boolean;
  hidden: boolean;
  /** Affixed tabs (the dashboard) can never be closed. */
  affix?: boolean;
  /** The visible menu item kept active while this (hidden) route is open. */
  activeMenu?: string;
}

/** One entry of the fixed route list: a page schema file or a named custom screen. */
export interface RouteDefinition {
  name: string;
  /** Absolute, or relative to the parent for nested children. */
  path: string;
  title?: string;
  /** Loads the screen's component; absent for groups that only redirect. */
  load?: () => Promise<ScreenModule>;
  /** Always present for a signed-in user, whatever the grants (the dashboard). */
  always?: boolean;
  affix?: boolean;
  children?: RouteDefinition[];
}

/** A generated route: absolute path, meta from the grant, and how to load its screen. */
export interface AppRoute {
  name: string;
  path: string;
  redirect?: string;
  meta: RouteMeta;
  load: () => Promise<ScreenModule>;
}
