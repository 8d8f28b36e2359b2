import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DASHBOARD_TAG, type TagView } from '../../../src/client/shell/tags/tagRules';
import { TagsView } from '../../../src/client/shell/tags/TagsView';
import { tagsState } from '../../../src/client/shell/tags/tagsStore';
import { useEnglish } from '../support/english';

beforeAll(useEnglish);

const view = (name: string): TagView => ({ fullPath: `/g/${name}`, path: `/g/${name}`, name, title: name, affix: false, noCache: false });

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function renderAt(path: string) {
  render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={[path]}>
        <TagsView />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </FluentProvider>,
  );
}

const tag = (path: string) => document.querySelector(`[data-testid="tag"][data-path="${path}"]`) as HTMLElement;
const tagPaths = () => [...document.querySelectorAll('[data-testid="tag"]')].map((e) => e.getAttribute('data-path'));

describe('<TagsView>', () => {
  beforeEach(() => {
    tagsState.visitedViews = [DASHBOARD_TAG, view('a'), view('b'), view('c')];
    tagsState.refreshCount = {};
  });

  it('the dashboard tab has no close button; others do', () => {
    renderAt('/g/b');
    expect(tag('/dashboard').querySelector('[data-testid="tag-close"]')).toBeNull();
    expect(tag('/g/a').querySelector('[data-testid="tag-close"]')).not.toBeNull();
  });

  it('right-click opens a 150 px menu of 30 px items that hides on a left mouse-up', () => {
    renderAt('/g/b');
    fireEvent.contextMenu(tag('/g/a'), { clientX: 40, clientY: 20 });
    const menu = screen.getByTestId('tags-context-menu');
    expect(menu.style.width).toBe('150px');
    const items = [...menu.querySelectorAll('[role="menuitem"]')] as HTMLElement[];
    expect(items.map((i) => i.textContent)).toEqual(['Refresh', 'Close', 'Close others', 'Close all']);
    expect(items.every((i) => i.style.height === '30px')).toBe(true);
    act(() => {
      window.dispatchEvent(new MouseEvent('mouseup', { button: 2 }));
    });
    expect(screen.queryByTestId('tags-context-menu')).not.toBeNull();
    act(() => {
      window.dispatchEvent(new MouseEvent('mouseup', { button: 0 }));
    });
    expect(screen.queryByTestId('tags-context-menu')).toBeNull();
  });

  it('the dashboard menu has no close entry', () => {
    renderAt('/g/b');
    fireEvent.contextMenu(tag('/dashboard'));
    expect([...screen.getByTestId('tags-context-menu').querySelectorAll('[role="menuitem"]')].map((i) => i.getAttribute('data-action'))).toEqual([
      'refresh',
      'closeOthers',
      'closeAll',
    ]);
  });

  it('close others from the menu keeps the dashboard and that tab, and goes to it', () => {
    renderAt('/g/b');
    fireEvent.contextMenu(tag('/g/a'));
    fireEvent.mouseUp(screen.getByText('Close others'), { button: 0 });
    expect(tagPaths()).toEqual(['/dashboard', '/g/a']);
    expect(screen.getByTestId('where').textContent).toBe('/g/a');
  });

  it('closing the active tab with its × moves to the last tab; close all goes to the dashboard', () => {
    renderAt('/g/c');
    fireEvent.click(tag('/g/c').querySelector('[data-testid="tag-close"]')!);
    expect(tagPaths()).toEqual(['/dashboard', '/g/a', '/g/b']);
    expect(screen.getByTestId('where').textContent).toBe('/g/b');
    fireEvent.contextMenu(tag('/g/a'));
    fireEvent.mouseUp(screen.getByText('Close all'), { button: 0 });
    expect(tagPaths()).toEqual(['/dashboard']);
    expect(screen.getByTestId('where').textContent).toBe('/dashboard');
  });

  it('refresh marks the tab for a fresh mount and passes through /redirect', () => {
    renderAt('/g/b');
    fireEvent.contextMenu(tag('/g/b'));
    fireEvent.mouseUp(screen.getByText('Refresh'), { button: 0 });
    expect(tagsState.refreshCount['/g/b']).toBe(1);
    expect(screen.getByTestId('where').textContent).toBe('/redirect/g/b');
  });
});
