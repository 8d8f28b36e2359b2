// The tab bar's state (valtio): visited views and, per path, a refresh counter that makes the
// keep-alive outlet drop a cached screen and mount it afresh.
import { proxy } from 'valtio';
import { DEFAULT_CACHED_VIEWS } from './defaultCachedViews';
import { addView, type CloseResult, closeAll, closeOthers, closeView, DASHBOARD_TAG, type TagView } from './tagRules';

export interface TagsState {
  visitedViews: TagView[];
  /** Names kept alive by default; noCache views are never cached. */
  defaultCached: string[];
  refreshCount: Record<string, number>;
}

export const tagsState = proxy<TagsState>({
  visitedViews: [DASHBOARD_TAG],
  defaultCached: [...DEFAULT_CACHED_VIEWS],
  refreshCount: {},
});

export function visit(view: TagView): void {
  tagsState.visitedViews = addView(tagsState.visitedViews, view);
}

function apply(result: CloseResult): string | null {
  tagsState.visitedViews = result.views;
  return result.next;
}

export const closeTag = (path: string, activePath: string) => apply(closeView(tagsState.visitedViews, path, activePath));
export const closeOtherTags = (path: string, activePath: string) => apply(closeOthers(tagsState.visitedViews, path, activePath));
export const closeAllTags = (activePath: string) => apply(closeAll(tagsState.visitedViews, activePath));

/** The next render of this path mounts a fresh screen. */
export function markRefresh(path: string): void {
  tagsState.refreshCount[path] = (tagsState.refreshCount[path] ?? 0) + 1;
}

/** Log-out: back to the dashboard alone. */
export function resetTags(): void {
  tagsState.visitedViews = [DASHBOARD_TAG];
  tagsState.refreshCount = {};
}
