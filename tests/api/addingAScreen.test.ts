// The README's "Adding a screen, step by step", followed as written: each of its code blocks is applied to
// a throwaway copy of the project (the page file written, carrying its menu entry and titles; `npm run gen`
// run), nothing else; the copy's client is built and its server started as `npm start` runs them; a
// customer role granted the new menu then gets the screen (its menu in the client data, its title in each
// language, its page chunk served) and reads what the page names, its own company's rows only.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readPageFiles } from '../../src/server/pages/pageFiles';
import { OPENAPI_PATH } from '../../src/shared/wire/calls';
import { apiCall, apiLogin } from '../e2e/support/api';
import { copyProject, type ProjectCopy } from '../e2e/support/projectCopy';
import { REPO_ROOT, type RunningServer, startServer } from '../e2e/support/server';
import { describeOnceOnPglite } from './support/apiStep';

interface Step {
  kind: 'file' | 'after' | 'merge' | 'run';
  /** For `run`: the command. */
  path: string;
  /** For `after`: the line the block goes after. */
  anchor?: string;
  body: string;
}

/** The code blocks of the README's step-by-step section, with what each says to do. */
function readmeSteps(): Step[] {
  const readme = readFileSync(resolve(REPO_ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf('### Adding a screen, step by step');
  expect(start, 'the README has its step-by-step section').toBeGreaterThan(0);
  const section = readme.slice(start, readme.indexOf('\n### ', start + 10));
  return [...section.matchAll(/^```\w+ ([^\n]*)\n([\s\S]*?)^```$/gm)].map(([, info, body]) => {
    const attr = (name: string) => new RegExp(`${name}=("([^"]*)"|(\\S+))`).exec(info)?.slice(2).find((v) => v !== undefined);
    if (/^run\b/.test(info)) return { kind: 'run', path: body.trim(), body };
    if (attr('merge')) return { kind: 'merge', path: attr('merge')!, body };
    if (attr('after')) return { kind: 'after', path: attr('file')!, anchor: attr('after'), body };
    return { kind: 'file', path: attr('file')!, body };
  });
}

function deepMerge(into: Record<string, unknown>, from: Record<string, unknown>): Record<string, unknown> {
  for (const [k, v] of Object.entries(from)) into[k] = v && typeof v === 'object' && !Array.isArray(v) && typeof into[k] === 'object' ? deepMerge(into[k] as Record<string, unknown>, v as Record<string, unknown>) : v;
  return into;
}

async function apply(copy: ProjectCopy, step: Step): Promise<void> {
  // The one command the steps may run: the generator, in the copy (menu tree and route titles from the page file).
  if (step.kind === 'run') {
    expect(step.path).toBe('npm run gen');
    return copy.gen();
  }
  const full = resolve(copy.root, step.path);
  if (step.kind === 'file') return copy.addFile(step.path, step.body);
  const text = readFileSync(full, 'utf8');
  if (step.kind === 'merge') return copy.addFile(step.path, `${JSON.stringify(deepMerge(JSON.parse(text), JSON.parse(step.body)), null, 2)}\n`);
  const at = text.indexOf(step.anchor!);
  expect(at, `${step.path} holds the line the README adds after: ${step.anchor}`).toBeGreaterThan(0);
  const lineEnd = text.indexOf('\n', at) + 1;
  copy.addFile(step.path, text.slice(0, lineEnd) + step.body + text.slice(lineEnd));
}

describeOnceOnPglite("the README's steps for adding a screen", () => {
  const steps = readmeSteps();
  const page = steps.find((s) => s.kind === 'file' && s.path.startsWith('schemas/pages/'))!;
  const [group, name] = page.path.replace(/^schemas\/pages\//, '').replace(/\.json$/, '').split('/');
  let copy: ProjectCopy;
  let server: RunningServer;

  beforeAll(async () => {
    expect(steps.map((s) => s.kind)).toEqual(['file', 'run']);
    copy = copyProject();
    for (const step of steps) await apply(copy, step);
    await copy.buildClient();
    server = await startServer(copy.root, { readyPath: OPENAPI_PATH });
    // The generator and a client build in a copy: minutes on a shared, loaded machine.
  }, 900_000);
  afterAll(async () => {
    await server?.stop();
    copy?.remove();
  });

  it('give a page file the lint reads whole, named by its place', () => {
    const { pages, problems } = readPageFiles(copy.root);
    expect(problems).toEqual([]);
    expect(pages.find((p) => p.page.name === name)?.page.path).toBe(`/${group}/${name}`);
  });

  it('give the menu tree its entry and each language its title, from the page file alone', () => {
    const generated = readFileSync(resolve(copy.root, 'src/shared/menus/menuTree.generated.ts'), 'utf8');
    expect(generated).toContain(`path: '/${group}/${name}'`);
    const json = JSON.parse(page.body) as { titles: Record<string, string> };
    for (const lang of ['en', 'zh', 'es', 'tr']) {
      const route = JSON.parse(readFileSync(resolve(copy.root, `src/client/i18n/locales/${lang}/route.json`), 'utf8')) as { route: Record<string, string> };
      expect(route.route[name], lang).toBe(json.titles[lang]);
    }
  });

  it('serve the screen to a role granted its menu, which reads what the page names, its own company\'s rows only', async () => {
    const base = server.baseUrl;
    const admin = await apiLogin(base, 'admin', 'admin1234', 'admin');
    const role = await apiCall<{ id: number }>(base, 'POST', '/role', admin, { data: JSON.stringify({ roleCd: 'CUS_CONTACTS', name: 'Contacts', audience: 'customer' }) });
    expect(role.success, role.message).toBe(true);
    const granted = await apiCall(base, 'POST', '/role/setGrants', admin, { data: JSON.stringify({ id: role.data.id, grants: [group, name].join(',') }) });
    expect(granted.success, granted.message).toBe(true);
    const demo = await apiLogin(base, 'demo', 'demo1234');
    expect((await apiCall(base, 'POST', '/cususer', demo, { data: JSON.stringify({ Account: 'contacts.only', Password: 'secret123', CusRoleId: role.data.id }) })).success).toBe(true);
    const user = await apiLogin(base, 'contacts.only', 'secret123');

    const client = await apiCall<{ menus: Array<{ Name: string; Path: string; Title: string }> }>(base, 'GET', '/getcusclientdata', user);
    expect(client.data.menus.find((m) => m.Name === name)).toMatchObject({ Path: `/${group}/${name}`, Title: `route.${name}` });
    const addresses = await apiCall<{ result: Array<{ name: string }> }>(base, 'GET', '/address-list', user);
    expect(addresses.success, addresses.message).toBe(true);
    expect(addresses.data.result.length).toBeGreaterThan(0);
    const acme = await apiLogin(base, 'acme', 'acme1234');
    const acmeNames = new Set((await apiCall<{ result: Array<{ name: string }> }>(base, 'GET', '/address-list', acme)).data.result.map((a) => a.name));
    expect(addresses.data.result.filter((a) => acmeNames.has(a.name))).toEqual([]);
    // Nothing more than the page names: the products screen is not granted.
    expect((await apiCall(base, 'GET', '/product-list', user)).success).toBe(false);

    // The client the server serves routes the page file: its chunk is there, with the page.
    const html = await (await fetch(`${base}/${group}/${name}`)).text();
    const entry = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    expect(entry, 'the served page names its entry script').toBeDefined();
    // The route list (app/pageFiles.ts's glob) sits in a chunk the entry imports: follow the scripts from the entry to the page's own chunk.
    const seen = new Set<string>();
    let chunk: string | undefined;
    for (let queue = [entry!.replace('/assets/', '')]; queue.length > 0 && !chunk && seen.size < 200; ) {
      const next = queue.shift()!;
      if (seen.has(next)) continue;
      seen.add(next);
      const answer = await fetch(`${base}/assets/${next}`);
      if (!answer.ok) continue;
      const text = await answer.text();
      chunk = new RegExp(`\\b${name}-[\\w-]+\\.js`).exec(text)?.[0];
      queue.push(...[...text.matchAll(/["'`](?:\.\/|\/assets\/|assets\/)([\w-]+\.js)["'`]/g)].map((m) => m[1]));
    }
    expect(chunk, `the client's route list names the ${name} chunk`).toBeDefined();
    const chunkText = await (await fetch(`${base}/assets/${chunk}`)).text();
    expect(chunkText).toContain(`route.${name}`);
  });
});
