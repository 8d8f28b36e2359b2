import { describe, expect, it } from 'vitest';
import { addView, cachedViewNames, closeAll, closeOthers, closeView, DASHBOARD_TAG, type TagView } from '../../../src/client/shell/tags/tagRules';

const view = (name: string, extra: Partial<TagView> = {}): TagView => ({
  fullPath: `/g/${name}`,
  path: `/g/${name}`,
  name,
  title: `route.${name}`,
  affix: false,
  noCache: false,
  ...extra,
});

const paths = (views: TagView[]) => views.map((v) => v.path);

describe('tab bar rules (SPEC §2)', () => {
  it('keeps the dashboard affixed and first, adds new views last, never twice', () => {
    let views = addView([], view('a'));
    views = addView(views, view('b'));
    views = addView(views, { ...view('a'), fullPath: '/g/a?id=7' });
    expect(paths(views)).toEqual(['/dashboard', '/g/a', '/g/b']);
    expect(views[1].fullPath).toBe('/g/a?id=7');
  });

  it('never closes the dashboard, even when it is the only tab', () => {
    expect(closeView([DASHBOARD_TAG], '/dashboard', '/dashboard')).toEqual({ views: [DASHBOARD_TAG], next: null });
    const views = [DASHBOARD_TAG, view('a')];
    expect(paths(closeView(views, '/dashboard', '/g/a').views)).toEqual(['/dashboard', '/g/a']);
  });

  it('closing the active tab moves to the last remaining tab', () => {
    const views = [DASHBOARD_TAG, view('a'), view('b'), view('c')];
    expect(closeView(views, '/g/b', '/g/b')).toEqual({ views: [DASHBOARD_TAG, view('a'), view('c')], next: '/g/c' });
    expect(closeView(views, '/g/c', '/g/c').next).toBe('/g/b');
  });

  it('closing the last non-affixed active tab goes to the dashboard', () => {
    expect(closeView([DASHBOARD_TAG, view('a')], '/g/a', '/g/a')).toEqual({ views: [DASHBOARD_TAG], next: '/dashboard' });
  });

  it('closing an inactive tab stays where it is', () => {
    expect(closeView([DASHBOARD_TAG, view('a'), view('b')], '/g/a', '/g/b').next).toBeNull();
  });

  it('close others keeps the affixed tabs and the chosen one, moving to it if the active tab went', () => {
    const views = [DASHBOARD_TAG, view('a'), view('b'), view('c')];
    expect(closeOthers(views, '/g/b', '/g/b')).toEqual({ views: [DASHBOARD_TAG, view('b')], next: null });
    expect(closeOthers(views, '/g/b', '/g/c')).toEqual({ views: [DASHBOARD_TAG, view('b')], next: '/g/b' });
  });

  it('close all leaves the affixed tabs and goes to the dashboard', () => {
    const views = [DASHBOARD_TAG, view('a'), view('b')];
    expect(closeAll(views, '/g/a')).toEqual({ views: [DASHBOARD_TAG], next: '/dashboard' });
    expect(closeAll(views, '/dashboard').next).toBeNull();
  });

  it('caches the defaults plus open views, except noCache ones', () => {
    const names = cachedViewNames([DASHBOARD_TAG, view('a'), view('b', { noCache: true })], ['seaBooking']);
    expect(names.sort()).toEqual(['a', 'dashboard', 'seaBooking']);
  });
});
