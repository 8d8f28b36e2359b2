// Every screen that has a page file (schemas/pages/<menu>/<name>.json), read from the files themselves,
// so a route added tomorrow is checked by the accessibility tests the day it is added.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REPO_ROOT } from '../support/server';

export interface PageFileRoute {
  file: string;
  name: string;
  path: string;
}

export function pageFileRoutes(root: string = REPO_ROOT): PageFileRoute[] {
  const dir = resolve(root, 'schemas/pages');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const page = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { name: string; path: string };
      return { file, name: page.name, path: page.path };
    });
}
