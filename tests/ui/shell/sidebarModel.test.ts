import { describe, expect, it } from 'vitest';
import type { ServerMenu } from '../../../src/client/api/authCalls';
import { buildMenuTree, filterMenuTree } from '../../../src/client/shell/sidebar/menuModel';
import { loadPinyin, pinyinTexts } from '../../../src/client/shell/sidebar/pinyinText';
import { appState, closeSidebar, toggleSidebar } from '../../../src/client/state/appStore';
import { getCookie } from '../../../src/client/state/cookies';

const m = (Name: string, Parent: string | null, Sno: number, Hidden = false): ServerMenu => ({
  Name,
  Path: Parent ? `/${Parent}/${Name}` : `/${Name}`,
  Title: `route.${Name}`,
  Icon: 'Document',
  Sno,
  Hidden,
  NoCache: false,
  Parent,
});

describe('sidebar menus (SPEC §2)', () => {
  const menus = [m('b', null, 20), m('b2', 'b', 2), m('b1', 'b', 1), m('a', null, 10), m('a1', 'a', 1), m('aHidden', 'a', 2, true), m('empty', null, 5)];

  it('groups by parent in sort-number order, without hidden entries or empty groups', () => {
    const tree = buildMenuTree(menus);
    expect(tree.map((g) => [g.name, g.children.map((c) => c.name)])).toEqual([
      ['a', ['a1']],
      ['b', ['b1', 'b2']],
    ]);
  });

  it('search keeps matching items under their group, or a whole matching group', () => {
    const tree = buildMenuTree(menus);
    const texts = (item: { name: string }) => [item.name === 'b2' ? 'Sea Prices' : item.name];
    expect(filterMenuTree(tree, 'sea', texts).map((g) => [g.name, g.children.map((c) => c.name)])).toEqual([['b', ['b2']]]);
    expect(filterMenuTree(tree, 'B', texts).map((g) => [g.name, g.children.length])).toEqual([['b', 2]]);
    expect(filterMenuTree(tree, '', texts)).toHaveLength(2);
  });

  it('pinyin search finds Chinese titles by full pinyin or initials', async () => {
    expect(pinyinTexts('海运运价')).toEqual([]);
    await loadPinyin();
    const forms = pinyinTexts('海运运价');
    expect(forms).toContain('haiyunyunjia');
    expect(forms).toContain('hyyj');
    expect(pinyinTexts('Sea')).toEqual([]);
  });

  it('remembers the sidebar in cookie sidebarStatus: 1 closed, 0 open; force-close can skip the animation', () => {
    appState.sidebar.opened = true;
    toggleSidebar();
    expect(appState.sidebar.opened).toBe(false);
    expect(getCookie('sidebarStatus')).toBe('1');
    toggleSidebar();
    expect(getCookie('sidebarStatus')).toBe('0');
    closeSidebar(true);
    expect(appState.sidebar).toEqual({ opened: false, withoutAnimation: true });
    expect(getCookie('sidebarStatus')).toBe('1');
  });
});
