// A form section holding only line items whose title says the same as the section's heading draws the
// words once (issue 41: the sea booking's equipment read "箱型箱量" twice, heading over table title). The
// table keeps them as its accessible name; line items under a heading of their own keep their title.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EntitySchema } from '../../../src/client/renderer/core/entitySchemas';
import { buildFormSchema } from '../../../src/client/renderer/form/buildFormSchema';
import type { Language } from '../../../src/shared/constants';
import type { FormBlock } from '../../../src/shared/page/pageSchema';
import { memoryProvider } from './support/memoryDataProvider';
import { allPageFiles, pageFile } from './support/pageFile';
import { renderPage } from './support/renderPage';
import { makeTestI18n } from './support/testI18n';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));

const entities = import.meta.glob<{ default: EntitySchema }>('../../../schemas/entities/*.schema.json', { eager: true });
const entitySchema = (name: string) => Object.entries(entities).find(([file]) => file.endsWith(`/${name}.schema.json`))?.[1].default;

/** The texts drawn in a form section, leaf elements only, in order. */
const textsOf = (section: Element) =>
  [...section.querySelectorAll('*')].filter((el) => el.children.length === 0 && el.textContent?.trim()).map((el) => el.textContent!.trim());

describe('a section heading over line items of the same title', () => {
  it.each([
    ['zh', '箱型箱量'],
    ['en', 'Equipment'],
  ] as const)('is drawn once on the sea booking form (%s)', async (language, heading) => {
    const view = renderPage(pageFile('myOrder/seaBooking'), { data: memoryProvider({ booking: [], bookingNote: [] }), language, params: { loadType: 'FCL' } });
    const section = await waitFor(() => {
      const el = view.container.querySelector(`[data-form-section="${heading}"]`);
      if (!el) throw new Error('form not drawn yet');
      return el;
    });
    // FCL (the link's load type) shows the equipment lines (visibleWhen loadType).
    await waitFor(() => expect(section.querySelector('[data-name="equipment"] table')).toBeTruthy());
    expect(textsOf(section).filter((t) => t === heading)).toHaveLength(1);
    expect(within(section as HTMLElement).getByRole('table', { name: heading })).toBeTruthy();
    // The cargo lines keep their own title under the heading that differs in zh (货物 / 货物明细).
    if (language === 'zh') {
      const cargo = view.container.querySelector('[data-form-section="货物"]')!;
      expect(textsOf(cargo)).toContain('货物明细');
    }
    view.unmount();
    expect(screen.queryByText(heading)).toBeNull();
  });

  it('is drawn once on every form page file, in every language', () => {
    const blocks = allPageFiles().flatMap((page) =>
      page.blocks.flatMap((b) => {
        const entity = page.resource;
        const schema = entity ? entitySchema(entity) : undefined;
        return b.type === 'form' && (b as FormBlock).sections && schema ? [{ block: b as FormBlock, entity: entity!, schema }] : [];
      }),
    );
    // The bookings of four modes and the FBA orders at least.
    expect(blocks.length).toBeGreaterThanOrEqual(6);
    for (const language of ['en', 'zh', 'tr', 'es'] as Language[]) {
      const i18n = makeTestI18n(language);
      const translate = (key: string, plain?: string) => i18n.t(key, { defaultValue: plain ?? key });
      for (const { block, entity, schema: source } of blocks) {
        const { uiSchema, schema } = buildFormSchema({ entity, schema: source, block, mode: 'create', rules: [], language, translate });
        for (const section of block.sections!) {
          const heading = translate(section.title);
          const lines = section.fields.filter((f) => (uiSchema[f] as Record<string, unknown> | undefined)?.['ui:field']);
          for (const f of lines) {
            const hidden = ((uiSchema[f] as Record<string, unknown>)['ui:options'] as { label?: boolean } | undefined)?.label === false;
            // Hidden exactly where it would repeat the heading as the section's only field.
            expect(hidden, `${language} ${entity} ${section.title} ${f}`).toBe(section.fields.length === 1 && schema.properties?.[f]?.title === heading);
          }
        }
      }
    }
  });
});
