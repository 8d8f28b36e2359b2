// The reference field: a pickup address names its shipper (`x-reference: shipper`). Form and filter pick it
// from a combobox that searches the shipper list on the server (`$search`), twenty at a time with more on
// scroll, showing key and name in the user's language (`x-display`: the local name in zh), by keyboard too.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { displayTextOf, referenceLabel } from '../../../src/client/renderer/core/referenceLabel';
import { REFERENCE_PAGE_SIZE } from '../../../src/client/renderer/form/ReferencePicker';
import type { PageSchema } from '../../../src/shared/page/pageSchema';
import bookingSchema from '../../../schemas/entities/booking.schema.json';
import type { EntitySchema } from '../../../src/client/renderer/core/entitySchemas';
import { buildFormSchema } from '../../../src/client/renderer/form/buildFormSchema';
import type { FormBlock } from '../../../src/shared/page/pageSchema';
import { type MemoryProvider, memoryProvider } from './support/memoryDataProvider';
import { pageFile } from './support/pageFile';
import { renderPage } from './support/renderPage';

vi.mock('../../../src/client/renderer/grid/GridBlock', () => import('./support/StandInGrid'));

const page: PageSchema = {
  name: 'setPickAddress',
  path: '/setData/setPickAddress',
  title: 'route.setPickAddress',
  resource: 'pickAddress',
  blocks: [
    { type: 'filter', fields: ['shipper'] },
    { type: 'grid', columns: [{ field: 'name' }, { field: 'shipper' }], toolbar: ['create'], rowActions: ['edit'] },
    { type: 'form', fields: ['name', 'shipper', 'country', 'city', 'line1'] },
  ],
  actions: [
    { id: 'create', kind: 'create', funcId: 'setPickAddress.create' },
    { id: 'edit', kind: 'edit', funcId: 'setPickAddress.update' },
  ],
};

const NINGBO = { id: 1, name: 'Ningbo Bright Lighting Co., Ltd.', nameLocal: '宁波明亮照明有限公司', country: 'CN' };
/** 45 more shippers, so the list comes in three pages. */
const many = Array.from({ length: 45 }, (_, i) => ({ id: i + 2, name: `Alpha Trading ${String(i + 1).padStart(2, '0')}`, nameLocal: `阿尔法贸易${i + 1}`, country: 'CN' }));
const shipperOf = (i: number) => many[i].name;

function harness(language: 'zh' | 'en' = 'zh') {
  const data = memoryProvider({
    shipper: [...many, NINGBO],
    pickAddress: [{ id: 7, version: 1, name: 'Ningbo Beilun warehouse', shipper: NINGBO.name, shipperName: NINGBO.nameLocal, country: 'CN', city: 'Ningbo', line1: 'Road 88' }],
  });
  const view = renderPage(page, { data, language, funcs: ['setPickAddress.create', 'setPickAddress.update'] });
  return { data, view };
}

const shipperLists = (data: MemoryProvider) => data.calls.filter((c) => c.method === 'getList' && c.resource === 'shipper').map((c) => c.args as { page: number; filter: Record<string, unknown> });

async function openCreate(language: 'zh' | 'en') {
  const h = harness(language);
  fireEvent.click(await screen.findByRole('button', { name: language === 'zh' ? '新增' : 'New' }));
  const dialog = await screen.findByRole('dialog');
  const combo = await within(dialog).findByRole('combobox', { name: language === 'zh' ? '发货人' : 'Shipper' });
  return { ...h, dialog, combo };
}

// Dialogs with Fluent comboboxes take seconds to open under happy-dom on a busy machine.
describe('reference field', () => {
  it('searches the server by what is typed and shows key and zh name', async () => {
    const { data, combo } = await openCreate('zh');
    expect(combo.getAttribute('placeholder')).toBe('输入以搜索');
    fireEvent.change(combo, { target: { value: '宁波' } });
    const option = await screen.findByRole('option', { name: /宁波明亮照明有限公司/ });
    expect(option.textContent).toContain(NINGBO.name);
    await waitFor(() => expect(shipperLists(data).at(-1)).toMatchObject({ page: 1, filter: { $search: '宁波' } }));
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('shows only the key where the language names a record by its key (en)', async () => {
    const { combo } = await openCreate('en');
    fireEvent.change(combo, { target: { value: 'ningbo' } });
    const option = await screen.findByRole('option', { name: NINGBO.name });
    expect(option.textContent).not.toContain(NINGBO.nameLocal);
  });

  it('pages through the resource, loading more as the list scrolls to its end', async () => {
    const { data, combo } = await openCreate('zh');
    fireEvent.click(combo);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(REFERENCE_PAGE_SIZE));
    const listbox = screen.getByRole('listbox');
    // happy-dom lays nothing out: every scroll is "at the end".
    fireEvent.scroll(listbox);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2 * REFERENCE_PAGE_SIZE));
    fireEvent.scroll(listbox);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(46));
    // All read: scrolling asks for nothing more.
    const asked = shipperLists(data).length;
    fireEvent.scroll(listbox);
    expect(shipperLists(data)).toHaveLength(asked);
    expect(shipperLists(data).map((c) => c.page)).toEqual([1, 2, 3]);
  });

  it('is picked with the keyboard and saves the key', async () => {
    const { data, dialog, combo } = await openCreate('zh');
    fireEvent.change(within(dialog).getByLabelText(/名称/), { target: { value: 'Yiwu gate 10' } });
    fireEvent.change(combo, { target: { value: 'Alpha Trading 0' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(9));
    // Typing makes the first option the active one; two steps down is the third.
    fireEvent.keyDown(combo, { key: 'ArrowDown' });
    fireEvent.keyDown(combo, { key: 'ArrowDown' });
    fireEvent.keyDown(combo, { key: 'Enter' });
    await waitFor(() => expect((combo as HTMLInputElement).value).toBe(`${shipperOf(2)} · 阿尔法贸易3`));
    fireEvent.change(within(dialog).getByLabelText(/国家/), { target: { value: 'CN' } });
    fireEvent.change(within(dialog).getByLabelText(/城市/), { target: { value: 'Yiwu' } });
    fireEvent.change(within(dialog).getByLabelText(/地址/), { target: { value: 'Gate 10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(data.calls.find((c) => c.method === 'create')?.args).toMatchObject({ shipper: shipperOf(2) }));
    expect(data.calls.find((c) => c.method === 'create')?.args).not.toHaveProperty('shipperName');
  });

  it('opens a record showing the name the server joined, before any list is read', async () => {
    const { data } = harness('zh');
    fireEvent.click(await screen.findByRole('button', { name: '编辑' }));
    const combo = await within(await screen.findByRole('dialog')).findByRole('combobox', { name: '发货人' });
    expect((combo as HTMLInputElement).value).toBe(`${NINGBO.name} · ${NINGBO.nameLocal}`);
    expect(shipperLists(data)).toHaveLength(0);
  });

  it('reads the name of a key that came without one (a link value, a default) and shows it', async () => {
    const data = memoryProvider({ shipper: [...many, NINGBO], pickAddress: [] });
    const withDefault: PageSchema = { ...page, blocks: page.blocks.map((b) => (b.type === 'form' ? { ...b, defaults: { shipper: NINGBO.name } } : b)) };
    renderPage(withDefault, { data, language: 'zh', funcs: ['setPickAddress.create'] });
    fireEvent.click(await screen.findByRole('button', { name: '新增' }));
    const combo = await within(await screen.findByRole('dialog')).findByRole('combobox', { name: '发货人' });
    await waitFor(() => expect((combo as HTMLInputElement).value).toBe(`${NINGBO.name} · ${NINGBO.nameLocal}`));
    expect(shipperLists(data)).toEqual([expect.objectContaining({ size: 1, filter: { name: { eq: NINGBO.name } } })]);
  });

  it('filters the list by the picked key', async () => {
    const { data } = harness('zh');
    const filter = await screen.findByRole('form', { name: 'filter' });
    const combo = within(filter).getByRole('combobox');
    fireEvent.change(combo, { target: { value: '宁波' } });
    fireEvent.click(await screen.findByRole('option', { name: /宁波明亮/ }));
    await act(async () => {
      fireEvent.click(within(filter).getByRole('button', { name: '查询' }));
    });
    await waitFor(() => expect(data.calls.filter((c) => c.method === 'getList' && c.resource === 'pickAddress').at(-1)?.args).toMatchObject({ filter: { shipper: { eq: NINGBO.name } } }));
  });
});

describe('a reference to a code with an active flag', () => {
  const pricePage: PageSchema = {
    name: 'seaPriceQuery',
    path: '/priceQuery/seaPriceQuery',
    title: 'route.seaPriceQuery',
    resource: 'seaFclPrice',
    blocks: [
      { type: 'filter', fields: ['carrier'] },
      { type: 'grid', columns: [{ field: 'priceNo' }], toolbar: ['create'] },
      { type: 'form', fields: ['priceNo', 'carrier'] },
    ],
    actions: [{ id: 'create', kind: 'create', funcId: 'dataMaintain.create' }],
  };

  const carriers = () =>
    memoryProvider({
      carrier: [
        { id: 1, code: 'MAEU', nameEn: 'Maersk', nameZh: '马士基', mode: 'sea', active: true },
        { id: 2, code: 'HLCU', nameEn: 'Hapag-Lloyd', nameZh: '赫伯罗特', mode: 'sea', active: false },
        // An airline: a sea price's carrier is a sea carrier (`@referenceFilter {"mode": "sea"}`), never offered.
        { id: 3, code: 'LH', nameEn: 'Lufthansa Cargo', nameZh: '汉莎货运', mode: 'air', active: true },
      ],
      seaFclPrice: [],
    });

  it('offers active codes only in a form', async () => {
    const data = carriers();
    renderPage(pricePage, { data, language: 'zh', funcs: ['dataMaintain.create'] });
    fireEvent.click(await screen.findByRole('button', { name: '新增' }));
    const combo = await within(await screen.findByRole('dialog')).findByRole('combobox', { name: '承运人' });
    fireEvent.click(combo);
    await screen.findByRole('option', { name: /马士基/ });
    expect(screen.queryByRole('option', { name: /赫伯罗特/ })).toBeNull();
    expect(screen.queryByRole('option', { name: /汉莎/ })).toBeNull();
    const asked = data.calls.filter((c) => c.method === 'getList' && c.resource === 'carrier').map((c) => c.args as { filter: Record<string, unknown> });
    expect(asked.at(-1)?.filter).toEqual({ active: { eq: true }, mode: { eq: 'sea' } });
  });

  it('offers deactivated codes too in a search filter (old records hold them)', async () => {
    renderPage(pricePage, { data: carriers(), language: 'zh', funcs: [] });
    const filter = await screen.findByRole('form', { name: 'filter' });
    fireEvent.click(within(filter).getByRole('combobox'));
    await screen.findByRole('option', { name: /赫伯罗特/ });
    expect(screen.getByRole('option', { name: /马士基/ })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /汉莎/ })).toBeNull();
  });
});

describe('pickers offer the records of the screen (issue 41)', () => {
  const locations = [
    { id: 1, unLocode: 'CNSHA', nameEn: 'Shanghai', nameZh: '上海', kind: 'seaport', servesSea: true, servesAir: false, servesRail: false, active: true },
    { id: 2, unLocode: 'CNPVG', nameEn: 'Shanghai Pudong Airport', nameZh: '上海浦东机场', kind: 'airport', servesSea: false, servesAir: true, servesRail: false, active: true },
    { id: 3, unLocode: 'DEHAM', nameEn: 'Hamburg', nameZh: '汉堡', kind: 'seaport', servesSea: true, servesAir: false, servesRail: true, active: true },
  ];
  const optionsOf = async (combo: HTMLElement) => {
    fireEvent.click(combo);
    await screen.findByRole('option', { name: /汉堡/ });
    return screen.getAllByRole('option').map((o) => o.textContent);
  };

  it.each([
    ['priceQuery/seaPriceQuery', ['CNSHA上海', 'DEHAM汉堡']],
    ['priceQuery/railPriceFclList', ['DEHAM汉堡']],
    ['cabinQuery/seaCabinQuery', ['CNSHA上海', 'DEHAM汉堡']],
    ['cabinQuery/railCabinQuery', ['DEHAM汉堡']],
  ])('%s: the port search offers the places of its mode only', async (place, offered) => {
    const data = memoryProvider({ location: locations });
    const view = renderPage(pageFile(place), { data, language: 'zh' });
    const filter = await screen.findByRole('form', { name: 'filter' });
    expect(await optionsOf(within(filter).getAllByRole('combobox')[0])).toEqual(offered);
    view.unmount();
  });

  it('a sea booking’s ports are sea ports, its carrier a sea carrier (the page narrows the every-mode booking)', () => {
    const built = (place: string) => {
      const page = pageFile(place);
      const block = page.blocks.find((b) => b.type === 'form')!;
      return buildFormSchema({ entity: 'booking', schema: bookingSchema as EntitySchema, block: block as FormBlock, mode: 'create', rules: [], language: 'en', translate: (k) => k }).schema.properties as Record<string, Record<string, unknown>>;
    };
    expect(built('myOrder/seaBooking').pol['x-referenceFilter']).toEqual({ servesSea: true });
    expect(built('myOrder/seaBooking').carrier['x-referenceFilter']).toEqual({ mode: 'sea' });
    expect(built('myOrder/airBooking').pod['x-referenceFilter']).toEqual({ servesAir: true });
    expect(built('myOrder/railBooking').pol['x-referenceFilter']).toEqual({ servesRail: true });
    expect(built('myOrder/truckBooking').pol['x-referenceFilter']).toBeUndefined();
  });

  it('a delivery appointment offers open slots only; the appointments’ search finds closed ones too', async () => {
    const slots = [
      { id: 1, slotNo: 'ONT8-1201-AM', site: 'ONT8', open: true },
      { id: 2, slotNo: 'ONT8-1128-AM', site: 'ONT8', open: false },
    ];
    const data = memoryProvider({ deliverySlot: slots, deliveryAppointment: [] });
    const view = renderPage(pageFile('overseasDelivery/scheduleDelivery'), { data, language: 'en', funcs: ['scheduleDelivery.book'] });
    const filter = await screen.findByRole('form', { name: 'filter' });
    const slotFilter = within(filter).getAllByRole('combobox').at(-1)!;
    fireEvent.click(slotFilter);
    await screen.findByRole('option', { name: 'ONT8-1128-AM' });
    expect(screen.getAllByRole('option')).toHaveLength(2);
    fireEvent.keyDown(slotFilter, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Book delivery' }));
    const dialog = await screen.findByRole('dialog');
    const slot = await within(dialog).findByRole('combobox', { name: 'Slot' });
    fireEvent.click(slot);
    await screen.findByRole('option', { name: 'ONT8-1201-AM' });
    expect(screen.queryByRole('option', { name: 'ONT8-1128-AM' })).toBeNull();
    view.unmount();
  });
});

describe('reference labels', () => {
  it('puts the name beside the key, the key alone when there is no other name', () => {
    expect(referenceLabel('CNSHA', 'Shanghai')).toBe('CNSHA · Shanghai');
    expect(referenceLabel('Acme', 'Acme')).toBe('Acme');
    expect(referenceLabel('Acme', undefined)).toBe('Acme');
  });

  it('reads the display field of the language, en when it has none or it is empty', () => {
    const schema = { 'x-display': { en: 'nameEn', zh: 'nameZh' } };
    expect(displayTextOf(schema, { nameEn: 'Lamp', nameZh: '台灯' }, 'zh')).toBe('台灯');
    expect(displayTextOf(schema, { nameEn: 'Lamp', nameZh: '台灯' }, 'es')).toBe('Lamp');
    expect(displayTextOf(schema, { nameEn: 'Lamp', nameZh: '' }, 'zh')).toBe('Lamp');
    expect(displayTextOf({ 'x-display': 'name' }, { name: 'Ningbo' }, 'zh')).toBe('Ningbo');
    // Traditional Chinese falls back to simplified Chinese before English, as the texts do.
    const four = { 'x-display': { en: 'nameEn', zh: 'nameZh', tr: 'nameTr', es: 'nameEs' } };
    expect(displayTextOf(four, { nameEn: 'Lamp', nameZh: '台灯', nameTr: '檯燈' }, 'tr')).toBe('檯燈');
    expect(displayTextOf(four, { nameEn: 'Lamp', nameZh: '台灯', nameTr: '' }, 'tr')).toBe('台灯');
    expect(displayTextOf(four, { nameEn: 'Lamp', nameZh: '台灯' }, 'es')).toBe('Lamp');
  });
});
