// Which built chunks ask V8 to compile all their functions at load (scripts/compileHintsPlugin.ts): what a
// log-in runs, fetched while the login dialog is open, and never what /home's first paint loads.
import { describe, expect, it } from 'vitest';
import { chunksToHint, COMPILE_HINT, compileHints } from '../../scripts/compileHintsPlugin';

const src = (path: string) => `/repo/src/client/${path}`;
const chunk = (fileName: string, modules: string[], imports: string[] = [], isEntry = false) => ({ fileName, moduleIds: modules.map(src), imports, isEntry });

// main.tsx → core; HomePage → core, Button; Layout → core, Button, Menu, Nav; Dashboard → Card; GridBlock apart.
const BUILD = [
  chunk('index.js', ['main.tsx'], ['core.js'], true),
  chunk('core.js', ['state/session.ts']),
  chunk('HomePage.js', ['pages/home/HomePage.tsx'], ['core.js', 'Button.js']),
  chunk('Button.js', ['widgets/Button.tsx']),
  chunk('Layout.js', ['shell/Layout.tsx'], ['core.js', 'Button.js', 'Menu.js', 'Nav.js']),
  chunk('Menu.js', ['widgets/Menu.tsx'], ['Nav.js']),
  // Chunks may import each other in a cycle.
  chunk('Nav.js', ['widgets/Nav.tsx'], ['Menu.js']),
  chunk('Layout.css', []),
  chunk('Dashboard.js', ['pages/dashboard/DashboardPage.tsx', 'pages/dashboard/dashboardCalls.ts'], ['Card.js']),
  chunk('Card.js', ['widgets/Card.tsx']),
  chunk('GridBlock.js', ['renderer/grid/GridBlock.tsx'], ['Menu.js']),
];

describe('compile hints for the chunks fetched ahead of a log-in', () => {
  it('marks those chunks and what they import, less what the first paint loads', () => {
    expect(chunksToHint(BUILD, ['shell/Layout.tsx', 'pages/dashboard/dashboardCalls.ts'], ['pages/home/HomePage.tsx'])).toEqual(['Card.js', 'Dashboard.js', 'Layout.js', 'Menu.js', 'Nav.js']);
  });

  it('leaves the entry, its imports and the home page alone even when a fetched-ahead chunk imports them', () => {
    const marked = chunksToHint(BUILD, ['shell/Layout.tsx'], ['pages/home/HomePage.tsx']);
    expect(marked).not.toContain('core.js');
    expect(marked).not.toContain('Button.js');
    expect(marked).not.toContain('index.js');
    // A chunk loaded when it is needed (a grid) is not marked, though it shares one the layout imports.
    expect(marked).not.toContain('GridBlock.js');
  });

  it('stops the build when a module named is in no chunk (a renamed file would silently lose its mark)', () => {
    expect(() => chunksToHint(BUILD, ['shell/Layuot.tsx'], ['pages/home/HomePage.tsx'])).toThrow(/shell\/Layuot.tsx is in no chunk/);
    expect(() => chunksToHint(BUILD, ['shell/Layout.tsx'], ['pages/home/Home.tsx'])).toThrow(/Home.tsx/);
  });

  it('puts the mark on the first line of the marked chunks only, after Vite\'s own steps, and only when building', () => {
    const plugin = compileHints({ fetchedAhead: ['shell/Layout.tsx'], firstPaint: ['pages/home/HomePage.tsx'] });
    expect(plugin.apply).toBe('build');
    const bundle = Object.fromEntries(BUILD.map((c) => [c.fileName, { ...c, type: 'chunk' as const, code: `const __vite__mapDeps=0;// ${c.fileName}` }]));
    const hook = plugin.generateBundle as { order: string; handler: (options: unknown, bundle: unknown) => void };
    expect(hook.order).toBe('post');
    hook.handler({}, bundle);
    expect(bundle['Layout.js'].code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=0;// Layout.js`);
    expect(bundle['Nav.js'].code.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(bundle['HomePage.js'].code).not.toContain(COMPILE_HINT);
    expect(bundle['GridBlock.js'].code).not.toContain(COMPILE_HINT);
  });
});
