// Demo content, relative to today: announcement types, announcements (current, past and future;
// for all customers, for Demo Trading Co. only, for administrators), booking notes, a system message
// and the code library.
import type { EntityRecord } from '../../resources/types';

const DAY = 86_400_000;
const at = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString();

export const DEMO_ANNOUNCEMENT_TYPES: EntityRecord[] = [
  { code: 'schedule', nameEn: 'Schedule change', nameZh: '船期变更', nameTr: '船期變更', nameEs: 'Cambio de itinerario', sno: 1, active: true },
  { code: 'holiday', nameEn: 'Holiday', nameZh: '节假日', nameTr: '節假日', nameEs: 'Festivo', sno: 2, active: true },
  { code: 'rates', nameEn: 'Rate notice', nameZh: '运价通知', nameTr: '運價通知', nameEs: 'Aviso de tarifas', sno: 3, active: true },
];

export const demoAnnouncements = (now: Date): EntityRecord[] => [
  {
    typeCode: 'schedule',
    title: 'Port congestion at Rotterdam: expect 2–3 days delay',
    titleZh: '鹿特丹港拥堵：预计延误 2–3 天',
    content: 'Vessels calling Rotterdam this week berth 2–3 days late. Cut-offs stay as published.',
    contentZh: '本周挂靠鹿特丹的船舶将延迟 2–3 天靠泊，截关时间不变。',
    startsAt: at(now, -2),
    endsAt: at(now, 10),
    audience: 'allCustomers',
    priority: 5,
  },
  {
    typeCode: 'rates',
    title: 'Your contract rates for Q1 are ready',
    titleZh: '贵司一季度合约运价已发布',
    content: 'Demo Trading Co.: the Q1 contract rates are in the price query.',
    contentZh: 'Demo Trading Co.：一季度合约运价已在运价查询中更新。',
    startsAt: at(now, -1),
    endsAt: at(now, 30),
    audience: 'chosenCustomers',
    priority: 3,
    customers: [{ customerCd: 'DEMO' }],
  },
  { typeCode: 'holiday', title: 'Office closed last weekend', titleZh: '上周末办公室休息', startsAt: at(now, -20), endsAt: at(now, -13), audience: 'allCustomers', priority: 1 },
  { typeCode: 'holiday', title: 'Spring Festival schedule (coming)', titleZh: '春节安排（即将发布）', startsAt: at(now, 20), audience: 'allCustomers', priority: 4 },
  { typeCode: 'schedule', title: 'Back office: rate upload window tonight', titleZh: '后台：今晚运价上传窗口', startsAt: at(now, -1), endsAt: at(now, 2), audience: 'admins', priority: 2 },
];

export const DEMO_BOOKING_NOTES: EntityRecord[] = [
  {
    mode: 'SEA',
    title: 'Sea: VGM and dangerous goods',
    titleZh: '海运：VGM 与危险品',
    titleTr: '海運：VGM 與危險品',
    titleEs: 'Marítimo: VGM y mercancías peligrosas',
    bodyEn: '**VGM** must reach us before the VGM cut-off.\n\n- Dangerous goods: send the *DG declaration* with the booking\n- Reefer: give the set temperature in the remarks',
    bodyZh: '**VGM** 必须在 VGM 截止前提交。\n\n- 危险品：随订舱提交*危险品申报*\n- 冷藏箱：请在备注中注明设定温度',
    bodyTr: '**VGM** 必須在 VGM 截止前提交。\n\n- 危險品：隨訂艙提交*危險品申報*',
    bodyEs: 'El **VGM** debe llegar antes del cierre de VGM.',
    sno: 1,
    active: true,
  },
  { mode: 'SEA', pol: 'CNSHA', pod: 'DEHAM', title: 'Shanghai – Hamburg: winter surcharge', titleZh: '上海—汉堡：冬季附加费', titleTr: '上海—漢堡：冬季附加費', titleEs: 'Shanghái – Hamburgo: recargo de invierno', bodyEn: 'A winter surcharge applies from December to February.', bodyZh: '12 月至 2 月加收冬季附加费。', sno: 2, active: true },
  { mode: 'RAIL', title: 'Rail: border documents', titleZh: '铁路：过境单证', titleTr: '鐵路：過境單證', titleEs: 'Ferrocarril: documentos de frontera', bodyEn: 'Rail bookings need the **CIM/SMGS** consignment note data before loading.', bodyZh: '铁路订舱需在装车前提供 **CIM/SMGS** 运单信息。', sno: 1, active: true },
  { mode: 'AIR', title: 'Air: lithium batteries', titleZh: '空运：锂电池', titleTr: '空運：鋰電池', titleEs: 'Aéreo: baterías de litio', bodyEn: 'Declare lithium batteries (UN3480/UN3481) in the remarks.', bodyZh: '锂电池（UN3480/UN3481）请在备注中申报。', sno: 1, active: true },
];

export const DEMO_SYSTEM_MESSAGES: EntityRecord[] = [
  { title: 'Please confirm your company address', titleZh: '请确认贵司地址', content: 'Our records show an old address; please check it in master data.', contentZh: '我们的记录显示地址可能已过时，请在基础资料中核对。', recipients: [{ account: 'demo' }, { account: 'demo.clerk' }] },
];

export const DEMO_CODE_ENTRIES: EntityRecord[] = [
  ...[
    ['EXW', 'Ex Works', '工厂交货'],
    ['FCA', 'Free Carrier', '货交承运人'],
    ['FOB', 'Free On Board', '船上交货'],
    ['CFR', 'Cost and Freight', '成本加运费'],
    ['CIF', 'Cost, Insurance and Freight', '成本、保险费加运费'],
    ['DAP', 'Delivered At Place', '目的地交货'],
    ['DDP', 'Delivered Duty Paid', '完税后交货'],
  ].map(([code, nameEn, nameZh], i) => ({ kind: 'incoterm', code, nameEn, nameZh, sno: i + 1, active: true })),
  ...[
    ['CT', 'Carton', '纸箱'],
    ['PK', 'Package', '件'],
    ['PX', 'Pallet', '托盘'],
    ['BG', 'Bag', '袋'],
    ['CS', 'Case', '箱'],
  ].map(([code, nameEn, nameZh], i) => ({ kind: 'packageCode', code, nameEn, nameZh, sno: i + 1, active: true })),
  ...[
    ['USD', 'US dollar', '美元'],
    ['CNY', 'Chinese yuan', '人民币'],
    ['EUR', 'Euro', '欧元'],
  ].map(([code, nameEn, nameZh], i) => ({ kind: 'currency', code, nameEn, nameZh, sno: i + 1, active: true })),
  ...[
    ['KGM', 'Kilogram', '千克'],
    ['MTQ', 'Cubic metre', '立方米'],
  ].map(([code, nameEn, nameZh], i) => ({ kind: 'unit', code, nameEn, nameZh, sno: i + 1, active: true })),
  ...[
    ['OFR', 'Ocean freight', '海运费'],
    ['THC', 'Terminal handling', '码头操作费'],
    ['BAF', 'Bunker surcharge', '燃油附加费'],
  ].map(([code, nameEn, nameZh], i) => ({ kind: 'chargeCode', code, nameEn, nameZh, sno: i + 1, active: true })),
];
