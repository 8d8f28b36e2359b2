// The size preference (default, medium, small, mini) mapped onto Fluent UI's own size props: the
// filter's inputs, the buttons, the form's controls and the tab bar change size with it, and the grid's
// row heights follow. A control's size is read by comparing its classes with Fluent's own component
// rendered at each size (Griffel classes name no size).
import { Button, FluentProvider, Input, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageFile } from '../renderer/support/pageFile';
import type { GridSize } from '../../../src/shared/page/pageSchema';
import { ControlSizeContext, FLUENT_SIZE_OF, type FluentControlSize, fluentSizeOf } from '../../../src/client/shell/theme/controlSize';
import { DASHBOARD_TAG } from '../../../src/client/shell/tags/tagRules';
import { TagsView } from '../../../src/client/shell/tags/TagsView';
import { tagsState } from '../../../src/client/shell/tags/tagsStore';
import { rowHeightFor } from '../../../src/client/renderer/grid/gridLayout';
import { memoryProvider } from '../renderer/support/memoryDataProvider';
import { renderPage } from '../renderer/support/renderPage';
import { useEnglish } from '../support/english';

beforeAll(useEnglish);

const SIZES: FluentControlSize[] = ['small', 'medium', 'large'];
const classes = (el: Element | null) => new Set((el?.getAttribute('class') ?? '').split(/\s+/).filter(Boolean));

/** Classes that only Fluent's own `size` renders (the reference components at every size). */
function sizeClasses(make: (size: FluentControlSize) => ReactElement, pick: (root: HTMLElement) => Element | null) {
  const out = {} as Record<FluentControlSize, Set<string>>;
  const all = SIZES.map((size) => {
    const { container, unmount } = render(<FluentProvider theme={webLightTheme}>{make(size)}</FluentProvider>);
    const set = classes(pick(container));
    unmount();
    return set;
  });
  SIZES.forEach((size, i) => {
    out[size] = new Set([...all[i]].filter((c) => all.every((other, j) => j === i || !other.has(c))));
  });
  return out;
}

function sizeOf(el: Element | null, reference: Record<FluentControlSize, Set<string>>): FluentControlSize | undefined {
  const have = classes(el);
  return SIZES.find((size) => reference[size].size > 0 && [...reference[size]].every((c) => have.has(c)));
}

describe('size preference', () => {
  it('maps the four app sizes onto Fluent sizes, mini by default, and the grid rows to 48/44/40/36', () => {
    expect(FLUENT_SIZE_OF).toEqual({ default: 'large', medium: 'medium', small: 'medium', mini: 'small' });
    expect(fluentSizeOf(undefined)).toBe('small');
    expect(fluentSizeOf('huge')).toBe('small');
    expect((['default', 'medium', 'small', 'mini'] as GridSize[]).map(rowHeightFor)).toEqual([48, 44, 40, 36]);
  });

  it('sizes the filter inputs, the buttons and the form controls of a page', async () => {
    const inputRef = sizeClasses((size) => <Input size={size} />, (c) => c.querySelector('.fui-Input'));
    // Every button checked below is a primary one (search, New, the current page, save).
    const buttonRef = sizeClasses((size) => <Button size={size} appearance="primary">x</Button>, (c) => c.querySelector("button"));
    for (const [app, fluent] of [
      ['default', 'large'],
      ['medium', 'medium'],
      ['mini', 'small'],
    ] as Array<[GridSize, FluentControlSize]>) {
      const view = renderPage(pageFile('setData/setAddress'), {
        data: memoryProvider({ address: [] }),
        language: 'en',
        size: app,
        funcs: ['setAddress.create'],
      });
      const filterInput = (await waitFor(() => {
        const el = document.querySelector('[data-block="filter"] input[name="filter-name"]');
        if (!el) throw new Error('no filter yet');
        return el;
      })).closest('.fui-Input');
      expect(sizeOf(filterInput, inputRef), `${app}: filter input`).toBe(fluent);
      expect(sizeOf(document.querySelector('button[data-filter="search"]'), buttonRef), `${app}: search`).toBe(fluent);
      const create = await screen.findByRole('button', { name: 'New' });
      expect(sizeOf(create, buttonRef), `${app}: toolbar`).toBe(fluent);
      expect(sizeOf(document.querySelector('[data-pager] [data-page="1"]'), buttonRef), `${app}: pager`).toBe(fluent);
      // The form's controls (RJSF's Fluent theme) and its buttons.
      fireEvent.click(create);
      const name = await waitFor(() => {
        const el = document.querySelector('#root_name');
        if (!el) throw new Error('no form yet');
        return el;
      });
      // Measured unfocused: the length counter shown while focused is one slot more, which changes Griffel's merged class.
      await waitFor(() => {
        (name as HTMLElement).blur();
        expect(name.closest('.fui-Input')?.querySelector('[data-length-counter]')).toBeNull();
      });
      expect(sizeOf(name.closest('.fui-Input'), inputRef), `${app}: form input`).toBe(fluent);
      expect(sizeOf(document.querySelector('button[data-form="save"]'), buttonRef), `${app}: form save`).toBe(fluent);
      view.unmount();
    }
  });

  it('sizes the tab bar', () => {
    tagsState.visitedViews = [DASHBOARD_TAG];
    const heights: Record<string, string> = {};
    for (const app of ['default', 'medium', 'mini'] as GridSize[]) {
      const { unmount } = render(
        <FluentProvider theme={webLightTheme}>
          <ControlSizeContext.Provider value={app}>
            <MemoryRouter>
              <TagsView />
            </MemoryRouter>
          </ControlSizeContext.Provider>
        </FluentProvider>,
      );
      const bar = screen.getByTestId('tags-view');
      expect(bar.getAttribute('data-size')).toBe(fluentSizeOf(app));
      heights[app] = getComputedStyle(screen.getByTestId('tag')).height;
      unmount();
    }
    expect(heights).toEqual({ default: '40px', medium: '32px', mini: '24px' });
  });
});
