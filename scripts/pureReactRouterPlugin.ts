// react-router's production bundle names its contexts and components in top-level statements
// (`Link.displayName = "Link"`) and creates Link, NavLink and Form with unannotated `React.forwardRef(...)`:
// side effects to a bundler, so those components and the data-router code they reach (prefetching, forms,
// hydration: about 4.5 KB gzip) ride along with anything imported from the package, /home's first paint
// included. Upstream's own fix is pending (remix-run/react-router#15299). This build step drops the names
// (read by React DevTools only) and marks those initialisers pure, so what the app never uses is left out.
import type { Plugin } from 'vite';

const REACT_ROUTER_BUILD = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
/** A top-level (unindented) `Name.displayName = "…";` line. */
const TOP_LEVEL_DISPLAY_NAME = /^[\w$]+\.displayName = [^;\n]+;?$/gm;
/** A top-level initialiser `= React<n>.forwardRef(` / `.createContext(` / `.memo(` (all free of side effects). */
const COMPONENT_INITIALISER = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;

/** The bundle's text with its names dropped and its initialisers marked pure (exported for its test). */
export function treeShakable(code: string): string {
  return code.replace(TOP_LEVEL_DISPLAY_NAME, '').replace(COMPONENT_INITIALISER, '$1/* @__PURE__ */ $2');
}

export function pureReactRouter(): Plugin {
  return {
    name: 'f9-pure-react-router',
    apply: 'build',
    transform(code, id) {
      return REACT_ROUTER_BUILD.test(id) ? { code: treeShakable(code), map: null } : null;
    },
  };
}
