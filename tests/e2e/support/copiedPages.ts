// The page files of the copied app (copiedApp.ts): one throwaway copy of the project holds the files of
// every e2e test that shows what page files alone change, built and served once per run. Each replaces
// a different screen, so they do not meet; a test names the files it relies on and fails when they are
// not these.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PageFile } from '../../../src/shared/page/pageSchema';
import { REPO_ROOT } from './server';

/** A page JSON kept elsewhere (a sample) as the text of a page file under schemas/pages/<group>/: only its `$schema` path changes with its place. */
export function asPageFile(page: object): string {
  return `${JSON.stringify({ ...page, $schema: '../../page.schema.json' }, null, 2)}\n`;
}

const SAMPLES = resolve(REPO_ROOT, 'tests/ui/renderer/samples');
const sample = (name: string) => asPageFile(JSON.parse(readFileSync(resolve(SAMPLES, name), 'utf8')));

/** pageFileRoute.test.ts: System Management → Shipper Management's page file replaced by a filter and a grid on the cususer resource, after cusUserManager.json's conventions. */
export const CUSTOMER_MERCHANT_AS_USERS: PageFile = {
  $schema: '../../page.schema.json',
  title: 'route.customermerchant',
  resource: 'cususer',
  // The page it replaces writes the companies and their merchants: the copy keeps those grants.
  writes: ['customer', 'customerMerchant'],
  entity: 'cusUser',
  key: 'UserId',
  versionField: 'Version',
  blocks: [
    {
      type: 'filter',
      fields: [
        { field: 'Account', title: 'page.cusUser.Account' },
        { field: 'RealName', title: 'page.cusUser.RealName' },
        { field: 'CustomerName', title: 'page.cusUser.CustomerName' },
        { field: 'IsActive', title: 'page.cusUser.IsActive', input: 'boolean', op: 'eq' },
      ],
    },
    {
      type: 'grid',
      columns: [
        { field: 'Account', title: 'page.cusUser.Account', width: 140, frozen: true },
        { field: 'RealName', title: 'page.cusUser.RealName', width: 140 },
        { field: 'CustomerName', title: 'page.cusUser.CustomerName', width: 200 },
        { field: 'IsActive', title: 'page.cusUser.IsActive', width: 90 },
      ],
      defaultSort: { field: 'Account', order: 'asc' },
    },
  ],
};

/** Path relative to the project root → content, of every file the copy adds or replaces. */
export function copiedPageFiles(): Record<string, string> {
  return {
    'schemas/pages/systemmanager/customermerchant.json': asPageFile(CUSTOMER_MERCHANT_AS_USERS),
    // renderer/bookingWorkbench.test.ts: the booking workbench sample as the order list.
    'schemas/pages/myOrder/mulOrderList.json': sample('bookingWorkbench.json'),
    // renderer/masterDetail.test.ts: the master-detail samples as the tracking list and its record.
    'schemas/pages/cargoTracing/trackList.json': sample('addressRelations.json'),
    'schemas/pages/cargoTracing/trackDetail.json': sample('addressRecord.json'),
  };
}
