import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppRoute } from '../../../src/client/app/routeTypes';
import { useScreenPath } from '../../../src/client/app/routeIndex';
import { KeepAliveOutlet } from '../../../src/client/shell/KeepAliveOutlet';
import { DASHBOARD_TAG } from '../../../src/client/shell/tags/tagRules';
import { closeTag, markRefresh, tagsState } from '../../../src/client/shell/tags/tagsStore';
import { permissionState } from '../../../src/client/state/permissionStore';

function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)} data-testid={`count-${label}`}>
      {label}:{n}
    </button>
  );
}

const route = (name: string, noCache = false): AppRoute => ({
  name,
  path: `/g/${name}`,
  meta: { title: name, noCache, hidden: false },
  load: async () => ({ default: () => null }),
});

function Shell() {
  return (
    <>
      <Link to="/g/a">a</Link>
      <Link to="/g/b">b</Link>
      <Link to="/g/c">c</Link>
      <KeepAliveOutlet />
    </>
  );
}

function renderApp() {
  render(
    <MemoryRouter initialEntries={['/g/a']}>
      <Routes>
        <Route element={<Shell />}>
          <Route path="/g/a" element={<Counter label="a" />} />
          <Route path="/g/b" element={<Counter label="b" />} />
          <Route path="/g/c" element={<Counter label="c" />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const tab = (name: string, noCache = false) => ({ fullPath: `/g/${name}`, path: `/g/${name}`, name, title: name, affix: false, noCache });
const click = (id: string, times = 1) => {
  for (let i = 0; i < times; i++) fireEvent.click(screen.getByTestId(id));
};

describe('keep-alive of cached views (SPEC §2)', () => {
  beforeEach(() => {
    permissionState.addRouters = [route('a'), route('b'), route('c', true)];
    tagsState.visitedViews = [DASHBOARD_TAG, tab('a'), tab('b'), tab('c', true)];
    tagsState.refreshCount = {};
  });

  it("a cached tab's state survives switching away and back", () => {
    renderApp();
    click('count-a', 3);
    fireEvent.click(screen.getByText('b'));
    click('count-b', 1);
    fireEvent.click(screen.getByText('a'));
    expect(screen.getByTestId('count-a').textContent).toBe('a:3');
    fireEvent.click(screen.getByText('b'));
    expect(screen.getByTestId('count-b').textContent).toBe('b:1');
  });

  it('a noCache view starts afresh each time', () => {
    renderApp();
    fireEvent.click(screen.getByText('c'));
    click('count-c', 2);
    fireEvent.click(screen.getByText('a'));
    fireEvent.click(screen.getByText('c'));
    expect(screen.getByTestId('count-c').textContent).toBe('c:0');
  });

  it('closing the tab or refreshing drops the kept state', async () => {
    renderApp();
    click('count-a', 2);
    fireEvent.click(screen.getByText('b'));
    // valtio notifies asynchronously: each store change gets its own awaited act, as separate user actions would.
    await act(async () => {
      closeTag('/g/a', '/g/b');
    });
    await act(async () => {
      tagsState.visitedViews = [...tagsState.visitedViews, tab('a')];
    });
    fireEvent.click(screen.getByText('a'));
    expect(screen.getByTestId('count-a').textContent, 'after close and reopen').toBe('a:0');
    click('count-a', 2);
    await act(async () => markRefresh('/g/a'));
    expect(screen.getByTestId('count-a').textContent, 'after refresh').toBe('a:0');
  });
});

describe('the first visit of a cached view', () => {
  it('mounts its screen once: not again when the layout adds its tab after the first render', async () => {
    permissionState.addRouters = [route('a'), route('b')];
    tagsState.visitedViews = [DASHBOARD_TAG];
    tagsState.refreshCount = {};
    let mounts = 0;
    function Screen() {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <p>screen</p>;
    }
    render(
      <MemoryRouter initialEntries={['/g/a']}>
        <Routes>
          <Route element={<KeepAliveOutlet />}>
            <Route path="/g/a" element={<Screen />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    // What the layout does in its layout effect on every navigation.
    await act(async () => {
      tagsState.visitedViews = [...tagsState.visitedViews, tab('a')];
    });
    expect(screen.getByText('screen')).toBeTruthy();
    expect(mounts).toBe(1);
  });
});

describe('kept screens drawn by one catch-all element (the granted routes)', () => {
  it('each kept screen keeps drawing its own path, not the current one', () => {
    permissionState.addRouters = [route('a'), route('b')];
    tagsState.visitedViews = [DASHBOARD_TAG, tab('a'), tab('b')];
    tagsState.refreshCount = {};
    // What GrantedRouteScreen does: the screen for the path it is rendered for.
    function ByPath() {
      return <Counter label={useScreenPath().split('/').pop()!} />;
    }
    render(
      <MemoryRouter initialEntries={['/g/a']}>
        <Routes>
          <Route element={<Shell />}>
            <Route path="*" element={<ByPath />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    click('count-a', 2);
    fireEvent.click(screen.getByText('b'));
    // One screen each: the hidden one still a's, with its state.
    expect(screen.getAllByTestId('count-a').map((e) => e.textContent)).toEqual(['a:2']);
    expect(screen.getAllByTestId('count-b').map((e) => e.textContent)).toEqual(['b:0']);
    fireEvent.click(screen.getByText('a'));
    expect(screen.getAllByTestId('count-a').map((e) => e.textContent)).toEqual(['a:2']);
  });
});
