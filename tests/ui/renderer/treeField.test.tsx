// The tree-with-checkboxes field (x-tree): nodes from a resource's reading action, tri-state
// checkboxes (checking a screen checks its functions and marks its group mixed; a function keeps its
// screen), search, expand and collapse all, the keyboard (Space checks the focused node), and the
// value sent as the field's comma-separated text. Pure selection rules are tested beside it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PageSchema } from '../../../src/shared/page/pageSchema';
import { TreeIndex } from '../../../src/client/renderer/form/tree/treeSelection';
import { memoryProvider } from './support/memoryDataProvider';
import { renderPage } from './support/renderPage';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));
vi.mock('../../../src/client/renderer/form/precompiledValidators', async (real) => {
  const mod = await real<typeof import('../../../src/client/renderer/form/precompiledValidators')>();
  const { precompileForTest } = await import('./support/precompileForTest');
  return { ...mod, loadPrecompiled: (source: string | object) => (typeof source === 'string' ? mod.loadPrecompiled(source) : precompileForTest(source as Record<string, unknown>)) };
});

const NODES = [
  { key: 'setData', parent: null, titleKey: 'route.setData' },
  { key: 'setAddress', parent: 'setData', titleKey: 'route.setAddress' },
  { key: 'setAddress.create', parent: 'setAddress', titleKey: 'func.create' },
  { key: 'setAddress.delete', parent: 'setAddress', titleKey: 'func.delete' },
  { key: 'setShipper', parent: 'setData', titleKey: 'route.setShipper' },
  { key: 'onlineBiling', parent: null, titleKey: 'route.onlineBiling' },
  { key: 'expensesList', parent: 'onlineBiling', titleKey: 'route.expensesList' },
];

const page: PageSchema = {
  name: 'testGrants',
  path: '/test/grants',
  title: 'route.roleManager',
  resource: 'role',
  blocks: [
    { type: 'actions', actions: ['grants'] },
    { type: 'grid', columns: [{ field: 'roleCd' }] },
  ],
  actions: [
    {
      id: 'grants',
      kind: 'call',
      label: 'Grants',
      action: 'setGrants',
      target: 'none',
      payload: { id: 7 },
      input: {
        schema: { type: 'object', properties: { grants: { type: 'string', title: 'field.role.grants', 'x-tree': { resource: 'role', action: 'grantTree', payload: { audience: 'customer' } } } } },
        defaults: { grants: '$param.grants' },
        submit: 'Save grants',
      },
    },
  ],
};

async function openTree(grants = 'setData,setShipper') {
  const data = memoryProvider({ role: [] });
  data.answerActions((resource, action, body) => {
    if (resource === 'role' && action === 'grantTree' && body.audience === 'customer') return { nodes: NODES };
    if (resource === 'role' && action === 'setGrants') return { ok: true };
    return null;
  });
  renderPage(page, { data, language: 'en', funcs: [], params: { grants } });
  fireEvent.click(await screen.findByRole('button', { name: 'Grants' }));
  const dialog = await screen.findByRole('dialog');
  const tree = await within(dialog).findByRole('tree');
  const item = (key: string) => dialog.querySelector<HTMLElement>(`[data-key="${key}"]`);
  const state = (key: string) => item(key)?.getAttribute('aria-checked');
  const checkbox = (key: string) => item(key)!.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
  return { data, dialog, tree, item, state, checkbox };
}

describe('tree field', () => {
  it('loads its nodes, shows tri-state checks, expands and collapses all', async () => {
    const { data, dialog, item, state } = await openTree();
    expect(data.calls.find((c) => c.method === 'callAction')?.args).toEqual({ action: 'grantTree', data: { audience: 'customer' } });
    // Collapsed: only the groups. setData is selected with one of its two screens: mixed.
    expect(item('setData')).toBeTruthy();
    expect(item('setAddress')).toBeNull();
    expect(state('setData')).toBe('mixed');
    expect(state('onlineBiling')).toBe('false');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Expand all' }));
    await waitFor(() => expect(item('setAddress.create')).toBeTruthy());
    expect(state('setShipper')).toBe('true');
    expect(state('setAddress')).toBe('false');
    expect(within(dialog).getByText('2 selected')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Collapse all' }));
    await waitFor(() => expect(item('setAddress')).toBeNull());
  });

  it('checks a screen with its functions, keeps the screen when a function is unchecked, and sends the keys', async () => {
    const { data, dialog, item, state, checkbox } = await openTree();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Expand all' }));
    await waitFor(() => expect(item('setAddress')).toBeTruthy());
    fireEvent.click(checkbox('setAddress'));
    await waitFor(() => expect(state('setAddress')).toBe('true'));
    expect(state('setAddress.create')).toBe('true');
    expect(state('setData')).toBe('true');
    // Unchecking a function leaves its screen granted (read only): the screen shows mixed.
    fireEvent.click(checkbox('setAddress.delete'));
    await waitFor(() => expect(state('setAddress')).toBe('mixed'));
    expect(state('setAddress.delete')).toBe('false');
    // Checking a function of an unchecked group selects its screen and group too.
    fireEvent.click(checkbox('expensesList'));
    await waitFor(() => expect(state('onlineBiling')).toBe('true'));
    // Unchecking a fully checked group clears everything under it.
    fireEvent.click(checkbox('onlineBiling'));
    await waitFor(() => expect(state('expensesList')).toBe('false'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save grants' }));
    await waitFor(() => expect(data.calls.some((c) => c.method === 'callAction' && (c.args as { action: string }).action === 'setGrants')).toBe(true));
    const sent = data.calls.find((c) => c.method === 'callAction' && (c.args as { action: string }).action === 'setGrants')!.args as { data: { id: number; grants: string } };
    expect(sent.data).toEqual({ id: 7, grants: 'setData,setAddress,setAddress.create,setShipper' });
  });

  it('searches titles and keys, showing matches with their groups', async () => {
    const { dialog, item } = await openTree();
    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'expenses' } });
    await waitFor(() => expect(item('expensesList')).toBeTruthy());
    expect(item('onlineBiling')).toBeTruthy();
    expect(item('setData')).toBeNull();
    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'zzz' } });
    expect(await within(dialog).findByText('Nothing matches.')).toBeTruthy();
  });

  it('checks the focused node with the keyboard (Space)', async () => {
    const { item, state } = await openTree('');
    const node = item('onlineBiling')!;
    node.focus();
    fireEvent.keyDown(node, { key: ' ', code: 'Space' });
    await waitFor(() => expect(state('onlineBiling')).toBe('true'));
  });
});

describe('tree selection rules', () => {
  const index = new TreeIndex(NODES.map((n) => ({ key: n.key, parent: n.parent, title: n.key })));
  it('derives checked, mixed and unchecked from the selected keys', () => {
    expect(index.state('setAddress', new Set(['setAddress', 'setAddress.create', 'setAddress.delete']))).toBe(true);
    expect(index.state('setAddress', new Set(['setAddress']))).toBe('mixed');
    expect(index.state('setAddress', new Set())).toBe(false);
  });
  it('toggling selects ancestors and the subtree, and clears the subtree', () => {
    expect([...index.toggle('setAddress.create', new Set())].sort()).toEqual(['setAddress', 'setAddress.create', 'setData']);
    const all = index.toggle('setData', new Set());
    expect(all.size).toBe(5);
    expect(index.toggle('setData', all).size).toBe(0);
  });
});

describe('opt-in nodes (a menu\'s functions: write rights)', () => {
  const index = new TreeIndex(NODES.map((n) => ({ key: n.key, parent: n.parent, title: n.key, optIn: n.key.includes('.') })));
  it('checking a menu grants reading only, and one click on it clears it with its functions', () => {
    const read = index.toggle('setAddress', new Set());
    expect([...read].sort()).toEqual(['setAddress', 'setData']);
    // A menu read without its functions is fully checked, not mixed.
    expect(index.state('setAddress', read)).toBe(true);
    const withCreate = index.toggle('setAddress.create', read);
    expect([...withCreate].sort()).toEqual(['setAddress', 'setAddress.create', 'setData']);
    expect(index.toggle('setAddress', withCreate).has('setAddress')).toBe(false);
    expect(index.toggle('setAddress', withCreate).has('setAddress.create')).toBe(false);
  });
  it('checking a group selects its menus but none of their functions; "all" selects and clears a menu\'s functions', () => {
    expect([...index.toggle('setData', new Set())].sort()).toEqual(['setAddress', 'setData', 'setShipper']);
    const all = index.toggleAll('setAddress', new Set());
    expect([...all].sort()).toEqual(['setAddress', 'setAddress.create', 'setAddress.delete', 'setData']);
    expect([...index.toggleAll('setAddress', all)].sort()).toEqual(['setAddress', 'setData']);
  });
  it('the tree shows an "All rights" button on a menu with functions', async () => {
    const data = memoryProvider({ role: [] });
    data.answerActions((resource, action) => (resource === 'role' && action === 'grantTree' ? { nodes: NODES.map((n) => (n.key.includes('.') ? { ...n, optIn: true } : n)) } : resource === 'role' ? { ok: true } : null));
    renderPage(page, { data, language: 'en', funcs: [], params: { grants: '' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Grants' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('tree');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Expand all' }));
    const state = (key: string) => dialog.querySelector(`[data-key="${key}"]`)?.getAttribute('aria-checked');
    await waitFor(() => expect(dialog.querySelector('[data-key="setAddress"] input[type="checkbox"]')).toBeTruthy());
    fireEvent.click(dialog.querySelector<HTMLInputElement>('[data-key="setAddress"] input[type="checkbox"]')!);
    await waitFor(() => expect(state('setAddress')).toBe('true'));
    expect(state('setAddress.create')).toBe('false');
    fireEvent.click(dialog.querySelector<HTMLElement>('[data-tree-all="setAddress"]')!);
    await waitFor(() => expect(state('setAddress.create')).toBe('true'));
    expect(state('setAddress.delete')).toBe('true');
  });
});
