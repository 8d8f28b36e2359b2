// The tab bar's rules (SPEC §2), as pure functions over the list of visited views: the dashboard is
// affixed, first and never closable; closing the active tab moves to the last remaining tab or to
// the dashboard.
export interface TagView {
  /** Path with query: what the tab navigates back to. */
  fullPath: string;
  /** Path without query: identifies the tab. */
  path: string;
  name: string;
  /** i18n key. */
  title: string;
  affix: boolean;
  noCache: boolean;
}

export const DASHBOARD_TAG: TagView = {
  fullPath: '/dashboard',
  path: '/dashboard',
  name: 'dashboard',
  title: 'route.dashboard',
  affix: true,
  noCache: false,
};

/** Affixed views first (dashboard leading), then the others in visiting order. */
export function withAffixed(views: readonly TagView[]): TagView[] {
  const affixed = views.filter((v) => v.affix);
  if (!affixed.some((v) => v.path === DASHBOARD_TAG.path)) affixed.unshift(DASHBOARD_TAG);
  affixed.sort((a, b) => (a.path === DASHBOARD_TAG.path ? -1 : b.path === DASHBOARD_TAG.path ? 1 : 0));
  return [...affixed, ...views.filter((v) => !v.affix)];
}

/** A visited view: new views go last; revisiting a tab updates its query. */
export function addView(views: readonly TagView[], view: TagView): TagView[] {
  const list = withAffixed(views);
  const index = list.findIndex((v) => v.path === view.path);
  if (index >= 0) {
    list[index] = { ...list[index], fullPath: view.fullPath };
    return list;
  }
  return [...list, view];
}

export interface CloseResult {
  views: TagView[];
  /** Where to go next, or null to stay. */
  next: string | null;
}

/** Where the user lands when the active tab disappears: the last remaining tab, or the dashboard. */
function fallback(views: readonly TagView[]): string {
  return views.length > 0 ? views[views.length - 1].fullPath : DASHBOARD_TAG.fullPath;
}

export function closeView(views: readonly TagView[], path: string, activePath: string): CloseResult {
  const list = withAffixed(views);
  const target = list.find((v) => v.path === path);
  if (!target || target.affix) return { views: list, next: null };
  const remaining = list.filter((v) => v.path !== path);
  return { views: remaining, next: path === activePath ? fallback(remaining) : null };
}

export function closeOthers(views: readonly TagView[], keepPath: string, activePath: string): CloseResult {
  const list = withAffixed(views);
  const remaining = list.filter((v) => v.affix || v.path === keepPath);
  const activeKept = remaining.some((v) => v.path === activePath);
  const kept = remaining.find((v) => v.path === keepPath);
  return { views: remaining, next: activeKept ? null : (kept?.fullPath ?? fallback(remaining)) };
}

export function closeAll(views: readonly TagView[], activePath: string): CloseResult {
  const remaining = withAffixed(views).filter((v) => v.affix);
  const activeKept = remaining.some((v) => v.path === activePath);
  return { views: remaining, next: activeKept ? null : fallback(remaining) };
}

/** Cached view names: the defaults plus every open view that is not noCache. */
export function cachedViewNames(views: readonly TagView[], defaults: readonly string[]): string[] {
  const names = new Set(defaults);
  for (const v of views) if (!v.noCache) names.add(v.name);
  return [...names];
}
