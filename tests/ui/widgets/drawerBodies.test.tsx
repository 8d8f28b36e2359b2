// The drawer bodies of widgets/drawer/drawerBodies.tsx: Fluent's look and behaviour (its class names, the
// header's separator once the body is scrolled, arrow keys in the sidebar's body) without reading the body's
// size while React commits, which made the browser lay the page out in the middle of every sidebar render.
import { DrawerHeader, InlineDrawer, NavDrawer, NavItem } from '@fluentui/react-components';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DrawerBody, NavDrawerBody, scrollStateOf } from '../../../src/client/widgets/drawer/drawerBodies';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Counts reads of an element's scroll height, and answers as a body of 300 px holding 1,000 px. */
function measuredBody() {
  const reads = { count: 0 };
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(() => (reads.count++, 1000));
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => 300);
  return reads;
}

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

describe('scrollStateOf', () => {
  it('names where the body is, as Fluent does', () => {
    expect(scrollStateOf({ scrollTop: 0, scrollHeight: 300, clientHeight: 300 })).toBe('none');
    expect(scrollStateOf({ scrollTop: 0, scrollHeight: 1000, clientHeight: 300 })).toBe('top');
    expect(scrollStateOf({ scrollTop: 200, scrollHeight: 1000, clientHeight: 300 })).toBe('middle');
    expect(scrollStateOf({ scrollTop: 700, scrollHeight: 1000, clientHeight: 300 })).toBe('bottom');
    // A fractional scroll position at the very end (zoomed pages) is the bottom too.
    expect(scrollStateOf({ scrollTop: 700.4, scrollHeight: 1000, clientHeight: 300 })).toBe('bottom');
  });
});

describe('DrawerBody without a forced layout', () => {
  it('reads nothing of its size while React commits, and sets the header\'s separator in the next frame', async () => {
    const reads = measuredBody();
    const view = render(
      <InlineDrawer open>
        <DrawerHeader data-testid="header">Settings</DrawerHeader>
        <DrawerBody data-testid="body">
          <p>content</p>
        </DrawerBody>
      </InlineDrawer>,
    );
    expect(reads.count).toBe(0);
    const header = view.getByTestId('header');
    const before = header.className;
    const body = view.getByTestId('body');
    expect(body.className).toContain('fui-DrawerBody');
    await nextFrame();
    expect(reads.count).toBeGreaterThan(0);
    // Scrolled to the top of a taller body: Fluent's header gets its separator class.
    expect(header.className).not.toBe(before);

    // A re-render with new children reads nothing during its commit either.
    const afterFirstFrame = reads.count;
    view.rerender(
      <InlineDrawer open>
        <DrawerHeader data-testid="header">Settings</DrawerHeader>
        <DrawerBody data-testid="body">
          <p>other content</p>
        </DrawerBody>
      </InlineDrawer>,
    );
    expect(reads.count).toBe(afterFirstFrame);
    await nextFrame();
    expect(reads.count).toBeGreaterThan(afterFirstFrame);
  });

  it('follows scrolling', async () => {
    measuredBody();
    let scrollTop = 0;
    vi.spyOn(HTMLElement.prototype, 'scrollTop', 'get').mockImplementation(() => scrollTop);
    const view = render(
      <InlineDrawer open>
        <DrawerHeader data-testid="header">Settings</DrawerHeader>
        <DrawerBody data-testid="body">content</DrawerBody>
      </InlineDrawer>,
    );
    await nextFrame();
    const atTop = view.getByTestId('header').className;
    scrollTop = 300;
    act(() => void view.getByTestId('body').dispatchEvent(new Event('scroll')));
    await nextFrame();
    expect(view.getByTestId('header').className).not.toBe(atTop);
  });
});

describe('NavDrawerBody without a forced layout', () => {
  it('keeps the nav body\'s look and its arrow-key group, and reads nothing of its size while React commits', async () => {
    const reads = measuredBody();
    const view = render(
      <NavDrawer open type="inline">
        <NavDrawerBody data-testid="body">
          <NavItem value="a">A</NavItem>
          <NavItem value="b">B</NavItem>
        </NavDrawerBody>
      </NavDrawer>,
    );
    expect(reads.count).toBe(0);
    const body = view.getByTestId('body');
    expect(body.className).toContain('fui-NavDrawerBody');
    expect(body.className).toContain('fui-DrawerBody');
    // Fluent's arrow-key navigation between the items (tabster's mover).
    expect(body.getAttribute('data-tabster')).toContain('mover');
    await nextFrame();
    expect(reads.count).toBeGreaterThan(0);
  });
});
