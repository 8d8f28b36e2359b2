// Every message key the shell uses exists in en and zh (tr and es are reported, not required), and
// every route name of the menu tree has a title.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flattenMenuTree } from '../../../src/shared/menus/menuTree';
import { PUBLIC_SCREENS } from '../../../src/client/app/publicRoutes';
import { buildMessages } from '../../../src/client/i18n/i18n';
import type { Messages } from '../../../src/client/i18n/deepMerge';

const CLIENT = resolve(import.meta.dirname, '../../../src/client');
const SHELL_DIRS = ['api', 'app', 'shell', 'state', 'i18n', 'pages', 'widgets'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Literal keys in t('area.key') / i18n.t('area.key') calls and `titleKey`-like string props. */
function usedKeys(): Set<string> {
  const keys = new Set<string>();
  for (const file of SHELL_DIRS.flatMap((d) => sourceFiles(join(CLIENT, d)))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\bt\(\s*'([A-Za-z]+\.[A-Za-z0-9_.]+)'/g)) keys.add(m[1]);
    for (const m of text.matchAll(/'((?:login|SystemManager|errors|settings|navbar|tagsView|common|dashboard|home)\.[A-Za-z0-9_]+)'/g)) keys.add(m[1]);
  }
  return keys;
}

/** Every message's dotted key. */
function leafKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) => (typeof value === 'object' && value !== null ? leafKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

function has(messages: Messages, key: string): boolean {
  let node: Messages | string | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = node[part];
  }
  return typeof node === 'string' && node.length > 0;
}

describe('message keys', () => {
  it('every key the shell uses exists in en and zh', async () => {
    const [en, zh] = await Promise.all([buildMessages('en', 'F9'), buildMessages('zh', 'F9')]);
    const keys = [...usedKeys()];
    expect(keys.length).toBeGreaterThan(40);
    expect(keys.filter((k) => !has(en, k))).toEqual([]);
    expect(keys.filter((k) => !has(zh, k))).toEqual([]);
  });

  it('every route of the menu tree, the dashboard and the public screens has a title in en and zh', async () => {
    const names = [...flattenMenuTree().map((n) => n.titleKey), 'route.dashboard', ...PUBLIC_SCREENS.map((s) => s.title)];
    for (const lang of ['en', 'zh'] as const) {
      const messages = await buildMessages(lang, 'F9');
      expect(names.filter((k) => !has(messages, k)), lang).toEqual([]);
    }
  });

  it('dashboard status names and language names exist for every status and menu language', async () => {
    const en = await buildMessages('en', 'F9');
    for (const s of ['DRAFT', 'RECEIVED', 'PENDING_UPDATE', 'UPDATE_RECEIVED', 'CONFIRMED', 'REJECTED', 'CANCELLED', 'COMPLETED']) expect(has(en, `dashboard.status.${s}`)).toBe(true);
    for (const l of ['zh', 'en']) expect(has(en, `navbar.languages.${l}`)).toBe(true);
  });

  it("zh's shell part holds every key of en's, in both editions: /home paints in zh without loading en (i18n.ts COMPLETE_SHELLS)", async () => {
    for (const edition of ['F9', 'F6'] as const) {
      const [en, zh] = await Promise.all([buildMessages('en', edition, ['shell']), buildMessages('zh', edition, ['shell'])]);
      const keys = leafKeys(en);
      expect(keys.length).toBeGreaterThan(100);
      expect(keys.filter((k) => !has(zh, k)), edition).toEqual([]);
    }
  });

  it('reports what tr and es still lack of the shell keys', async () => {
    const keys = [...usedKeys()];
    const missing: Record<string, string[]> = {};
    for (const lang of ['tr', 'es'] as const) {
      const messages = await buildMessages(lang, 'F9');
      missing[lang] = keys.filter((k) => !has(messages, k));
    }
    if (missing.tr.length || missing.es.length) console.info('shell keys missing in tr/es:', missing);
    expect(missing.tr.length + missing.es.length).toBeLessThan(keys.length);
  });
});
