// The build step that lets the bundler leave out what the app never imports from react-router
// (scripts/pureReactRouterPlugin.ts), on the installed package's own production bundle: no top-level
// statement is left that names a component, and Link, NavLink and Form (which reach the data-router code)
// are created by pure initialisers. bundleBudget.test.ts counts the bytes this keeps off /home.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pureReactRouter, treeShakable } from '../../scripts/pureReactRouterPlugin';

const PRODUCTION = resolve(import.meta.dirname, '../../node_modules/react-router/dist/production');
const bundles = readdirSync(PRODUCTION).filter((name) => name.endsWith('.mjs'));
const components = bundles.map((name) => readFileSync(resolve(PRODUCTION, name), 'utf8')).find((code) => code.includes('var Link = '));

describe('react-router made tree-shakable at build (pureReactRouterPlugin.ts)', () => {
  it('finds the bundle that creates Link (else the step would silently do nothing after an upgrade)', () => {
    expect(components).toBeDefined();
    expect(components).toMatch(/^[\w$]+\.displayName = /m);
  });

  it('drops every top-level displayName assignment and marks Link, NavLink, Form and the contexts pure', () => {
    const out = treeShakable(components!);
    expect(out).not.toMatch(/^[\w$]+\.displayName = /m);
    for (const name of ['Link', 'NavLink', 'Form']) expect(out).toMatch(new RegExp(`^var ${name} = /\\* @__PURE__ \\*/ React\\d*\\.forwardRef\\(`, 'm'));
    expect(out).toMatch(/^var DataRouterContext = \/\* @__PURE__ \*\/ React\d*\.createContext\(/m);
    // Code inside functions is untouched (an indented assignment stays).
    expect(out).toContain('FetcherForm2.displayName = "fetcher.Form"');
  });

  it('applies to react-router\'s production bundles only, and only when building', () => {
    const plugin = pureReactRouter();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    expect(plugin.apply).toBe('build');
    expect(transform('X.displayName = "X";', '/app/node_modules/react-router/dist/production/chunk-A.mjs')?.code).toBe('');
    expect(transform('X.displayName = "X";', '/app/src/client/App.tsx')).toBeNull();
    expect(transform('X.displayName = "X";', '/app/node_modules/@fluentui/react-button/lib/index.js')).toBeNull();
  });
});
