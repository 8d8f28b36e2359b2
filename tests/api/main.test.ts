// `npm start` as a newcomer runs it: the compiled server (dist/server/main.js, built as its prestart
// builds it, started with its own command: plain node, no transpiler) on a fresh DATA_DIR and a random
// port (with F9_TEST_DB=pg: on DATABASE_URL instead of PGlite), then a signed login as demo and as admin
// over real HTTP, a file import (the compiled import worker), the site settings file written with
// defaults, and a clean stop on SIGTERM. On PGlite the cluster is made by the compiled createCluster.js
// and opened by the compiled database worker.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '../../src/server/site/siteSettings';
import { formatChinaTimestamp } from '../../src/shared/wire/chinaTime';
import { API_PREFIX } from '../../src/shared/wire/params';
import { DEFAULT_SIGN_SECRET, signFields } from '../../src/shared/wire/sign';
import { multipartBody } from './resources/multipartBody';
import { compiledServerCommand } from './support/compiledServer';
import { createThrowawayDatabase } from './support/throwawayDatabase';

const root = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'f9-start-'));
let server: ChildProcess;
let base = '';
let output = '';
let dropDatabase = async () => {};

async function databaseUrl(): Promise<string | undefined> {
  const pgUrl = inject('f9PgUrl');
  if (!pgUrl || pgUrl === 'unavailable') return undefined;
  const database = await createThrowawayDatabase(pgUrl, 'f9_start');
  dropDatabase = database.drop;
  return database.url;
}

beforeAll(async () => {
  const url = await databaseUrl();
  // Port 0: the system picks a free one, which the server prints (a port found free first could be taken
  // by another test's server before this one binds it).
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  // On PostgreSQL the demo is written only when asked for (seed/seedPolicy.ts); embedded, always.
  if (url) Object.assign(env, { DATABASE_URL: url, F9_DEMO: '1' });
  else delete env.DATABASE_URL;
  const start = await compiledServerCommand(root);
  server = spawn(start.command, start.args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolveReady, reject) => {
    // Only a hang guard, inside the hook's own (vitest.config.ts), so that the failure shows the output.
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 280_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        base = m[1];
        resolveReady();
      }
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', onData);
    server.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
});

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(method: string, path: string, token: string, form?: Record<string, string>, customer = 'true') {
  const query: Record<string, string> = { tokenid: token, companyid: '0', timestamp: formatChinaTimestamp(), culture: 'en-US', customer };
  query.hash = signFields(DEFAULT_SIGN_SECRET, query, form ?? {});
  const res = await fetch(`${base}${API_PREFIX}${path}?${new URLSearchParams(query)}`, {
    method,
    headers: form ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  return (await res.json()) as { success: boolean; data: Record<string, unknown> & { token?: { Id: string } }; message: string };
}

/** A signed multipart import, as the client sends one. */
async function importCsv(path: string, token: string, csv: string) {
  const fields = { mode: 'insert' };
  const query: Record<string, string> = { tokenid: token, companyid: '0', timestamp: formatChinaTimestamp(), culture: 'en-US', customer: 'true' };
  query.hash = signFields(DEFAULT_SIGN_SECRET, query, fields);
  const { payload, contentType } = multipartBody(fields, { filename: 'products.csv', content: csv });
  const res = await fetch(`${base}${API_PREFIX}${path}?${new URLSearchParams(query)}`, { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(payload) });
  return (await res.json()) as { success: boolean; data: { imported: number }; message: string };
}

describe('npm start on a fresh data folder', () => {
  it('runs the compiled JavaScript with plain node', () => {
    expect(server.spawnfile).toBe(process.execPath);
    expect(server.spawnargs.at(-1)).toBe('dist/server/main.js');
    expect(server.spawnargs.join(' ')).not.toMatch(/tsx|\.ts\b/);
  });

  it('prints its URL, writes the demo data and the default site settings', () => {
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(output).toContain('Demo data written');
    expect(JSON.parse(readFileSync(join(dataDir, 'site.json'), 'utf8'))).toEqual(DEFAULT_SITE_SETTINGS);
    if (!inject('f9PgUrl')) expect(existsSync(join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
  });

  it('logs in demo with a correct hash and lists the customer menus', async () => {
    const login = await call('POST', '/custrylogin', '', { data: JSON.stringify({ name: 'demo', password: 'demo1234' }) });
    expect(login.success).toBe(true);
    const data = await call('GET', '/getcusclientdata', login.data.token!.Id);
    const groups = (data.data.menus as Array<{ Name: string; Parent: string | null }>).filter((m) => m.Parent === null).map((m) => m.Name);
    expect(groups).toEqual(['cabinQuery', 'priceQuery', 'myOrder', 'cargoTracing', 'cargoTracingGraphics', 'overseasDelivery', 'onlineBiling', 'setData', 'systemmanager']);
  });

  it('logs in admin and lists the admin menus', async () => {
    const login = await call('POST', '/trylogin', '', { data: JSON.stringify({ name: 'admin', password: 'admin1234' }) }, 'false');
    const data = await call('GET', '/getclientdata', login.data.token!.Id, undefined, 'false');
    const groups = (data.data.menus as Array<{ Name: string; Parent: string | null }>).filter((m) => m.Parent === null).map((m) => m.Name);
    expect(groups).toEqual(['systemmanager', 'reportManager']);
  });

  it('imports a csv file in its import worker thread', async () => {
    const login = await call('POST', '/custrylogin', '', { data: JSON.stringify({ name: 'demo', password: 'demo1234' }) });
    const csv = 'sku,nameEn,nameZh,hsCode,unit,unitWeightKg,declaredValue,currency,originCountry\nMAIN-1,Started widget,部件,84719000,PCS,1.25,12.5,USD,CN\n';
    const imported = await importCsv('/product-import', login.data.token!.Id, csv);
    expect(imported, JSON.stringify(imported)).toMatchObject({ success: true, data: { imported: 1 } });
  });

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((r) => server.once('exit', (code) => r(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
