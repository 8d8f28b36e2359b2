// The lint catches what it is for: a page naming a missing resource, field, action, route, FuncId or key.
import { describe, expect, it } from 'vitest';
import type { PageSchema } from '../../src/shared/page/pageSchema';
import { lintContext } from './lintContext';
import { lintPage } from './pageLint';

const good: PageSchema = {
  name: 'setAddress',
  path: '/setData/setAddress',
  title: 'route.setAddress',
  resource: 'address',
  blocks: [
    { type: 'filter', fields: ['name', { field: 'country', op: 'eq' }] },
    { type: 'grid', columns: [{ field: 'name' }, { field: 'city' }], toolbar: ['create'], rowActions: ['delete'] },
    { type: 'form', fields: ['name', 'city', 'country', 'line1'] },
  ],
  actions: [
    { id: 'create', kind: 'create', funcId: 'setAddress.create' },
    { id: 'delete', kind: 'delete', funcId: 'setAddress.delete' },
  ],
};

describe('lintPage', () => {
  it('passes a sound page', () => {
    expect(lintPage(good, lintContext)).toEqual([]);
  });

  it('reports every name that does not exist', () => {
    const bad: PageSchema = {
      ...good,
      name: 'setAddresses',
      resource: 'addresses',
      entity: 'address',
      title: 'route.noSuchTitle',
      blocks: [
        { type: 'grid', columns: [{ field: 'colour' }], toolbar: ['publish'] },
        { type: 'form', fields: ['name'], sections: [{ title: 'page.address.nope', fields: ['zip'] }] },
      ],
      actions: [
        { id: 'create', kind: 'create', funcId: 'setAddress.publish' },
        { id: 'go', kind: 'navigate', to: 'nowhere' },
        { id: 'open', kind: 'navigate', to: 'setAddress', by: { field: 'country', routes: { CN: 'nowhereByMode' } } },
        { id: 'call', kind: 'call', path: '/nosuchcall' },
        // Another resource's action: the resource must exist, and an action be named.
        { id: 'quote', kind: 'call', resource: 'noSuchPrice', action: 'quote' },
        { id: 'ask', kind: 'call', resource: 'seaFclPrice', path: '/address/setDefault' },
      ],
    };
    const problems = lintPage(bad, lintContext).join('\n');
    expect(problems).toContain('route setAddresses is not in the menu tree');
    expect(problems).toContain('resource addresses does not exist');
    expect(problems).toContain('field colour is not a field of address');
    expect(problems).toContain('action publish is not defined');
    expect(problems).toContain('funcId setAddress.publish is not in the menu tree');
    expect(problems).toContain('route nowhere does not exist');
    expect(problems).toContain('action open: route nowhereByMode (by country CN) does not exist');
    expect(problems).toContain('/nosuchcall is not a call of the API');
    expect(problems).toContain('action quote: resource noSuchPrice does not exist');
    expect(problems).toContain('action ask: resource seaFclPrice names no action');
    expect(problems).not.toContain('resource seaFclPrice does not exist');
    expect(problems).toContain('i18n key route.noSuchTitle is missing in en, zh');
    expect(problems).toContain('i18n key page.address.nope is missing in en, zh');
  });

  it('takes a row call on a grid of another resource when it names its path and payload, and reports the page’s own actions there', () => {
    const page: PageSchema = {
      ...good,
      blocks: [
        { type: 'grid', id: 'addresses', columns: [{ field: 'name' }] },
        { type: 'grid', id: 'log', resource: 'webhookDelivery', columns: [{ field: 'status' }], rowActions: ['replay', 'remove', 'bare'] },
      ],
      actions: [
        { id: 'replay', kind: 'call', path: '/webhookDelivery/replay', method: 'POST', payload: { id: '$row.id' } },
        { id: 'remove', kind: 'delete', funcId: 'setAddress.delete' },
        // No payload: it would send the row's key under the page's key field.
        { id: 'bare', kind: 'call', path: '/webhookDelivery/replay', method: 'POST' },
      ],
    };
    const problems = lintPage(page, lintContext).join('\n');
    expect(problems).not.toContain('action replay');
    expect(problems).toContain("grid log: action remove (delete) works on the page's resource, not webhookDelivery");
    expect(problems).toContain("grid log: action bare (call) works on the page's resource, not webhookDelivery (a row call here names its path or this resource, and its payload)");
  });

  it('reports a field of the wrong entity and a wrong path', () => {
    const page: PageSchema = { ...good, path: '/setData/address', blocks: [{ type: 'grid', columns: [{ field: 'sku' }] }] };
    const problems = lintPage(page, lintContext).join('\n');
    expect(problems).toContain('path /setData/address differs');
    expect(problems).toContain('field sku is not a field of address');
  });

  it('takes reference conditions on reference fields naming fields of their target, and reports others', () => {
    const booking: PageSchema = {
      name: 'seaBooking',
      path: '/myOrder/seaBooking',
      title: 'route.seaBooking',
      resource: 'booking',
      blocks: [
        { type: 'filter', fields: [{ field: 'pol', referenceFilter: { servesSea: true } }] },
        { type: 'form', fields: ['pol', 'carrier'], referenceFilters: { pol: { servesSea: true }, carrier: { mode: ['sea', 'rail'] } } },
      ],
    };
    expect(lintPage(booking, lintContext)).toEqual([]);
    const problems = lintPage(
      {
        ...booking,
        blocks: [
          { type: 'filter', fields: [{ field: 'pol', referenceFilter: { portSize: 'big' } }] },
          { type: 'form', fields: ['pol', 'remarks'], referenceFilters: { remarks: { servesSea: true } } },
        ],
      },
      lintContext,
    );
    expect(problems).toContain('filter referenceFilter: condition portSize of pol is not a field of location');
    expect(problems).toContain('form referenceFilters: remarks is not a reference field of booking, so it takes no reference conditions');
  });

  it('takes a record key that is a field of the entity, and reports one that is not', () => {
    expect(lintPage({ ...good, recordKey: 'name' }, lintContext)).toEqual([]);
    expect(lintPage({ ...good, recordKey: 'bookingNo' }, lintContext)).toContain('recordKey: bookingNo is not a field of address');
  });

  it('reports $param.id on a page that may be opened by its record key, where only $record.id is bound', () => {
    const payload = (id: string): PageSchema => ({ ...good, recordKey: 'name', actions: [...good.actions!, { id: 'file', kind: 'call', path: '/shipmentDocument-file', payload: { id } }] });
    expect(lintPage(payload('$param.id'), lintContext)).toContain('$param.id is empty when the page is opened by its name (?name=…): bind $record.id');
    expect(lintPage(payload('$record.id'), lintContext)).toEqual([]);
    // A page without a record key is always opened by its id.
    expect(lintPage({ ...payload('$param.id'), recordKey: undefined }, lintContext)).toEqual([]);
  });

  it('colours the series of a bar or line chart, not a chart without one', () => {
    const chart = (over: object): PageSchema => ({ ...good, resource: 'booking', blocks: [{ type: 'chart', kind: 'bar', category: 'mode', ...over }], actions: [] });
    expect(lintPage(chart({ series: 'delayed', seriesColors: { true: 'danger' } }), lintContext)).toEqual([]);
    expect(lintPage(chart({ seriesColors: { true: 'danger' } }), lintContext).join('\n')).toContain("seriesColors colours the values of a bar or line chart's series");
    expect(lintPage(chart({ kind: 'donut', seriesColors: { SEA: 'success' } }), lintContext).join('\n')).toContain('seriesColors colours');
  });
});
