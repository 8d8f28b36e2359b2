// The client has one door to the server: its data layer (src/client/api/). A screen, block or shell file
// that imports the request client's `request` (statically or by import()), or calls `fetch` itself, goes
// around the DataProvider and the query layer (no cache, no sharing, no invalidation after writes): issue
// 42 found the dashboard, the home page, the lookup blocks, raw-path actions and the report dialogs doing
// so. Inside the data layer too, only the files listed below call `request`, each for its reason; the
// others read through the DataProvider.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const CLIENT = join(ROOT, 'src/client');
const REQUEST_MODULE = join(CLIENT, 'api/request');

/** The files that call the server themselves, and why. */
const DOORS: Record<string, string> = {
  'src/client/api/request.ts': 'the request client itself (signing, envelope, errors): every call ends here',
  'src/client/api/request.ts#fetch': 'the request client puts each call on the wire',
  'src/client/api/dataProvider.ts': 'the DataProvider over the wire contract, which the query layer reads through',
  'src/client/api/authCalls.ts': 'log-in, client data, log-out, password, site name and home menus: before the query layer exists (signed out, first paint) or outside any read',
  'src/client/api/preferenceStore.ts': "the PreferenceStore over userpreference, which the query layer reads through (reads.ts preferenceRead)",
  'src/client/api/shellReads.ts': "the shell's named-call reads (announcements, messages) as queries of the query layer",
  'src/client/api/hubCalls.ts': "the hub's long poll: a call that waits on purpose, never a cached read",
  'src/client/api/authCalls.ts#fetch': 'the site settings and version files, served outside /f9api',
};

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [join(dir, e.name)] : []));
}

/** Whether a module specifier written in `file` names the request client. */
function namesRequestModule(file: string, specifier: string): boolean {
  return specifier.startsWith('.') && resolve(dirname(file), specifier).replace(/\.tsx?$/, '') === REQUEST_MODULE;
}

/** Each way `source` reaches the server by itself: `request` imported or loaded, or a global `fetch` called. */
function doorsOf(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  // A local binding named fetch (a parameter, a variable) is not the global one.
  const localFetch = new Set<ts.Node>();
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && namesRequestModule(file, node.moduleSpecifier.text)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      if (clause?.name) found.push('default import of the request client');
      if (named && ts.isNamespaceImport(named)) found.push('namespace import of the request client');
      if (named && ts.isNamedImports(named)) for (const el of named.elements) if ((el.propertyName ?? el.name).text === 'request') found.push('import { request }');
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0]) && namesRequestModule(file, node.arguments[0].text)) found.push("import('…/request')");
    if ((ts.isParameter(node) || ts.isVariableDeclaration(node) || ts.isFunctionDeclaration(node)) && node.name && ts.isIdentifier(node.name) && node.name.text === 'fetch') localFetch.add(node);
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'fetch') found.push('fetch()');
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return localFetch.size > 0 ? found.filter((f) => f !== 'fetch()') : found;
}

describe('the client reaches the server only through its data layer', () => {
  const all = files(CLIENT);

  it('no file outside the listed doors imports `request` or calls fetch', () => {
    expect(all.length).toBeGreaterThan(100);
    const found = all.flatMap((file) => {
      const name = relative(ROOT, file);
      return doorsOf(file, readFileSync(file, 'utf8'))
        .filter((door) => !(door === 'fetch()' ? DOORS[`${name}#fetch`] : DOORS[name]))
        .map((door) => `${name}: ${door}`);
    });
    expect(found).toEqual([]);
  });

  it('every listed door exists and still is one (no stale entry keeps a door open)', () => {
    for (const [entry, reason] of Object.entries(DOORS)) {
      const [name, kind] = entry.split('#');
      const doors = doorsOf(join(ROOT, name), readFileSync(join(ROOT, name), 'utf8'));
      expect(reason.length, entry).toBeGreaterThan(10);
      if (name === 'src/client/api/request.ts') continue;
      expect(doors.some((d) => (kind === 'fetch' ? d === 'fetch()' : d !== 'fetch()')), entry).toBe(true);
    }
  });

  it('sees each way around the data layer (the check itself can fail)', () => {
    const screen = join(CLIENT, 'pages/home/HomePage.tsx');
    expect(doorsOf(screen, "import { request } from '../../api/request';")).toEqual(['import { request }']);
    expect(doorsOf(screen, "import { request as ask, ApiRequestError } from '../../api/request';")).toEqual(['import { request }']);
    expect(doorsOf(screen, "import * as wire from '../../api/request';")).toEqual(['namespace import of the request client']);
    expect(doorsOf(screen, "const m = await import('../../api/request');")).toEqual(["import('…/request')"]);
    expect(doorsOf(screen, "void fetch('/f9api/api/v1/booking-list');")).toEqual(['fetch()']);
    // Not doors: the error type, a local function named fetch, a data-layer hook.
    expect(doorsOf(screen, "import { ApiRequestError } from '../../api/request';")).toEqual([]);
    expect(doorsOf(screen, 'function once(fetch: () => Promise<void>) { return fetch(); }')).toEqual([]);
    expect(doorsOf(screen, "import { useList } from '../../api/reads';")).toEqual([]);
  });
});
