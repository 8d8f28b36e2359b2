// A store read in a transition (every navigation is one) must not make React throw the render away:
// valtio's useSnapshot did whenever the store had changed since the component's last commit in parts
// it does not read, and React rendered the whole tree again synchronously.
import { act, render } from '@testing-library/react';
import { startTransition, useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { describe, expect, it } from 'vitest';
import { useStore } from '../../../src/client/state/useStore';

function transitionRenders(useHook: typeof useStore) {
  const store = proxy({ shown: 'a', other: 0 });
  let renders = 0;
  let go: (n: number) => void = () => undefined;
  function Reader({ n }: { n: number }) {
    renders++;
    const { shown } = useHook(store);
    return (
      <p>
        {shown} {n}
      </p>
    );
  }
  function Page() {
    const [n, setN] = useState(0);
    go = setN;
    return <Reader n={n} />;
  }
  return { store, Page, renders: () => renders, go: (n: number) => startTransition(() => go(n)) };
}

describe('useStore', () => {
  it('renders a transition once after a change the component does not read', async () => {
    for (const [hook, expected] of [
      [useStore, 1],
      // The behaviour this hook replaces: the transition's render is done twice. Should a valtio upgrade
      // make this 1, its useSnapshot could serve again.
      [useSnapshot, 2],
    ] as const) {
      const t = transitionRenders(hook as typeof useStore);
      const view = render(<t.Page />);
      await act(async () => {
        t.store.other++;
      });
      const before = t.renders();
      await act(async () => t.go(1));
      expect(view.container.textContent).toBe('a 1');
      expect(t.renders() - before, hook.name).toBe(expected);
      view.unmount();
    }
  });

  it('with a part selected, renders again only when that part changes', async () => {
    const store = proxy({ size: 'small', sidebar: { opened: true }, other: 0 });
    let renders = 0;
    function Size() {
      renders++;
      const size = useStore(store, (s) => s.size);
      const sidebar = useStore(store, (s) => s.sidebar);
      return <p>{`${size} ${sidebar.opened}`}</p>;
    }
    const view = render(<Size />);
    await act(async () => {
      store.other++;
    });
    expect(renders).toBe(1);
    await act(async () => {
      store.sidebar.opened = false;
    });
    expect(view.container.textContent).toBe('small false');
    await act(async () => {
      store.size = 'mini';
    });
    expect(view.container.textContent).toBe('mini false');
    expect(renders).toBe(3);
  });

  it('renders again when the store changes, with the new values', async () => {
    const store = proxy({ count: 1, items: ['x'] });
    function Counter() {
      const snap = useStore(store);
      return <p>{`${snap.count} ${snap.items.join(',')}`}</p>;
    }
    const view = render(<Counter />);
    expect(view.container.textContent).toBe('1 x');
    await act(async () => {
      store.count = 2;
      store.items.push('y');
    });
    expect(view.container.textContent).toBe('2 x,y');
  });
});
