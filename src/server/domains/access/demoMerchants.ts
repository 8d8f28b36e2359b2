// The merchants the forwarder has approved Demo Trading Co. and Acme Imports Ltd. to book for: each
// company's own shippers of its demo master data (so its demo bookings stay bookable), one merchant
// still waiting for approval (Demo) and one no longer active (Acme). `daysAgo` dates them relative to today.
import type { DemoCompany } from '../../seed/demoOwners';
import type { EntityRecord } from '../../resources/types';

export interface DemoMerchant {
  record: EntityRecord;
  daysAgo: number;
}

const at = (daysAgo: number, record: EntityRecord): DemoMerchant => ({ record, daysAgo });

export const DEMO_MERCHANTS: Record<DemoCompany, DemoMerchant[]> = {
  DEMO: [
    at(87, { code: 'M-DEMO-001', name: 'Demo Trading Co.', nameLocal: '演示贸易有限公司', country: 'CN', address: 'Shennan Avenue 6011, Futian District, Shenzhen', taxId: '91440300MA5F8XK21P', contact: 'Li Wei', phone: '+86 755 8321 4400', approved: true, active: true }),
    at(51, { code: 'M-DEMO-002', name: 'Ningbo Bright Lighting Co., Ltd.', nameLocal: '宁波明亮照明有限公司', country: 'CN', address: 'Mingzhou Road 88, Beilun, Ningbo', taxId: '91330206MA2H3Q7B5P', contact: 'Zhou Lin', phone: '+86 574 8688 1200', approved: true, active: true }),
    at(14, { code: 'M-DEMO-003', name: 'Yiwu Festive Crafts Co., Ltd.', nameLocal: '义乌节庆工艺品有限公司', country: 'CN', address: 'Futian Street, Yiwu, Zhejiang', taxId: '91330782MA29K4LD8F', contact: 'Wu Jing', phone: '+86 579 8541 7700', approved: true, active: true }),
    at(3, { code: 'M-DEMO-004', name: 'Guangzhou Pearl River Textiles Co., Ltd.', nameLocal: '广州珠江纺织有限公司', country: 'CN', address: 'Haizhu District, Guangzhou', contact: 'Liang Fang', approved: false, active: true, remark: 'Business licence requested; not approved yet.' }),
  ],
  ACME: [
    at(63, { code: 'M-ACME-001', name: 'Shenzhen Bright Star Electronics Co., Ltd.', nameLocal: '深圳明星电子有限公司', country: 'CN', address: 'Guanlan Hi-Tech Park, Longhua, Shenzhen', taxId: '91440101MA59TD3E65', contact: 'Huang Mei', phone: '+86 755 2817 6600', approved: true, active: true }),
    at(26, { code: 'M-ACME-002', name: 'Ningbo Homeware Industrial Co., Ltd.', nameLocal: '宁波家居用品实业有限公司', country: 'CN', address: 'Jiangshan Industrial Zone, Yinzhou, Ningbo', taxId: '91330200MA2CL8NU4N', contact: 'Xu Qiang', phone: '+86 574 8812 0300', approved: true, active: true }),
    at(120, { code: 'M-ACME-003', name: 'Dongguan Evergreen Furniture Co., Ltd.', nameLocal: '东莞长青家具有限公司', country: 'CN', address: 'Houjie Town, Dongguan', approved: true, active: false, remark: 'No longer supplies Acme.' }),
  ],
};
