// Every screen that has a page file (schemas/pages/<menu>/<name>.json), read from the files themselves,
// named by their place (pagePlace.ts), so a route added tomorrow is checked by the accessibility tests the day it is added.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PUBLIC_SCREENS } from '../../../src/client/app/publicRoutes';
import { pagePlaceOfFile } from '../../../src/shared/page/pagePlace';
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
    .map((file) => ({ file, ...pagePlaceOfFile(file) }))
    // A public screen is routed by its own path (publicRoutes.ts: /seabillfee, not /seabillfee/seabillfee).
    .map((route) => ({ ...route, path: PUBLIC_SCREENS.find((s) => s.name === route.name)?.path ?? route.path }));
}
