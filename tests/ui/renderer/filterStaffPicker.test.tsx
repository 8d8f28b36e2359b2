// A filter field's `picker` (chosen from a resource's picker, filtered by equality, when the field
// names no reference itself) and `staffOnly` (left out of a customer's filter: the server's scope
// decides): the audit log's company filter is the forwarder's staff's only.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveFilterField } from '../../../src/client/renderer/filter/filterModel';
import { memoryProvider } from './support/memoryDataProvider';
import { pageFile } from './support/pageFile';
import { renderPage } from './support/renderPage';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));
afterEach(() => {
  cleanup();
  localStorage.removeItem('F9-Roles');
});

describe('filter fields chosen from a picker, for the staff only', () => {
  it('resolves `picker` as a reference filtered by equality', () => {
    expect(resolveFilterField({ field: 'companyId', picker: 'customer' }, 'auditEntry', { type: 'integer' })).toMatchObject({ field: 'companyId', reference: 'customer', op: 'eq', valueField: 'id' });
    expect(resolveFilterField({ field: 'companyId' }, 'auditEntry', { type: 'integer' }).reference).toBeUndefined();
  });

  it.each([
    ['admin', 1],
    ['customer', 0],
  ] as const)('shows the audit log’s company filter to %s: %i', async (role, count) => {
    if (role === 'admin') localStorage.setItem('F9-Roles', 'admin');
    const { container } = renderPage(pageFile('systemmanager/auditLog'), { data: memoryProvider({ auditEntry: [] }), language: 'en' });
    await screen.findByRole('form', { name: 'filter' });
    expect(container.querySelector('[data-block="filter"] input[name="filter-account"]')).toBeTruthy();
    expect(container.querySelectorAll('[data-block="filter"] #filter-companyId')).toHaveLength(count);
  });
});
