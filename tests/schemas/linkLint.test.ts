// The link lint fails on a link whose values the target form would refuse, naming the file and the
// JSON pointer: a choice in the wrong letter case, an instant for a date field, a field the form does
// not have, one value where it takes lines (issue 41: the sea space screen's Book sent `mode=sea` and
// an ISO instant as ETD; a quote's Book named no field of the booking at all).
import { describe, expect, it } from 'vitest';
import type { PageAction, PageSchema } from '../../src/shared/page/pageSchema';
import { pageFile } from '../ui/renderer/support/pageFile';
import { entitySchemas } from './lintContext';
import { type LinkLintContext, lintLinks } from './linkLint';

const seaBooking = pageFile('myOrder/seaBooking');
const ctx: LinkLintContext = { pages: new Map([['seaBooking', seaBooking]]), entities: entitySchemas };

const space = (book: Partial<PageAction>): PageSchema => ({
  name: 'seaCabinQuery',
  path: '/cabinQuery/seaCabinQuery',
  title: 'route.seaCabinQuery',
  resource: 'departure',
  blocks: [{ type: 'grid', columns: [{ field: 'departureNo' }], rowActions: ['book'] }],
  actions: [{ id: 'book', kind: 'navigate', to: 'seaBooking', ...book } as PageAction],
});

const quote = (withValues: Record<string, unknown>): PageSchema => ({
  name: 'seaPriceQuery',
  path: '/priceQuery/seaPriceQuery',
  title: 'route.seaPriceQuery',
  resource: 'seaFclPrice',
  blocks: [{ type: 'grid', columns: [{ field: 'priceNo' }], rowActions: ['quote'] }],
  actions: [
    {
      id: 'quote',
      kind: 'call',
      action: 'quote',
      input: { schema: { type: 'object', properties: { containers: { type: 'array', items: { type: 'object', properties: { type: { type: 'string', enum: ['22G1', '45G1'] }, count: { type: 'integer' } } } } } } },
      result: { links: [{ label: 'page.price.book', to: 'seaBooking', with: withValues as never }] },
    },
  ],
});

describe('link lint', () => {
  it('passes a link whose values the form takes', () => {
    const good = space({ with: { departure: '$row.departureNo', carrier: '$row.carrier', pol: '$row.pol', etd: '$row.etd|date', loadType: 'FCL' } });
    expect(lintLinks(good, 'schemas/pages/cabinQuery/seaCabinQuery.json', ctx)).toEqual([]);
    const lines = quote({ priceReference: '$row.priceNo', equipment: { each: '$input.containers', as: { isoCode: '$item.type', units: '$item.count' } }, quotedTotal: '$result.rows.0.total' });
    expect(lintLinks(lines, 'q.json', ctx)).toEqual([]);
  });

  it("fails on a choice in the wrong case and an instant for a date, naming the file and the value's pointer", () => {
    const bad = space({ with: { departure: '$row.departureNo', mode: '$row.mode', etd: '$row.etd', loadType: 'fcl' } });
    const problems = lintLinks(bad, 'schemas/pages/cabinQuery/seaCabinQuery.json', ctx);
    expect(problems).toEqual([
      'schemas/pages/cabinQuery/seaCabinQuery.json at /actions/0/with/mode: $row.mode gives "sea", "rail", not among its choices (SEA, RAIL, AIR, TRUCK)',
      'schemas/pages/cabinQuery/seaCabinQuery.json at /actions/0/with/etd: $row.etd is an instant (date-time) for a date field: read its calendar day with $row.etd|date',
      'schemas/pages/cabinQuery/seaCabinQuery.json at /actions/0/with/loadType: "fcl" is not one of its choices (FCL, LCL)',
    ]);
  });

  it('fails on a field the form lacks, a server field it does not show, and one value where it takes lines', () => {
    const bad = quote({ price: '$row.priceNo', status: 'DRAFT', equipment: '$input.containers.0.type', incoterm: 'fob', etd: '20/12/2026' });
    const problems = lintLinks(bad, 'p.json', ctx).join('\n');
    expect(problems).toContain("p.json at /actions/0/result/links/0/with/price: seaBooking's form (booking) has no field price");
    expect(problems).toContain("p.json at /actions/0/result/links/0/with/status: status is set by the server and seaBooking's form does not show it");
    expect(problems).toContain('p.json at /actions/0/result/links/0/with/equipment: $input.containers.0.type is no list of lines');
    expect(problems).toContain('/with/incoterm: "fob" is not one of its choices');
    expect(problems).toContain('/with/etd: "20/12/2026" is not a date (YYYY-MM-DD)');
  });

  it('checks each line of a list mapping against the line columns', () => {
    const bad = quote({ equipment: { each: '$input.containers', as: { type: '$item.type', units: '$item.count' } } });
    expect(lintLinks(bad, 'p.json', ctx)).toEqual(['p.json at /actions/0/result/links/0/with/equipment/as/type: a line has no column type']);
  });
});
