// The master data Demo Trading Co. and Acme Imports Ltd. start with (README "Demo accounts"), so
// the booking forms have parties, places and products to pick: consignees and notify parties at the
// destination ports, importers with EORI and VAT numbers, insured parties, pickup addresses at the
// factories in Shenzhen, Ningbo and Yiwu, shippers with their USCC (GB 32100-2015, check character
// included) and products with HS codes. `daysAgo` spreads the creation dates over the last months.
import type { EntityRecord } from '../../resources/types';

export interface DemoRecord {
  record: EntityRecord;
  daysAgo: number;
}

export type DemoCompany = 'DEMO' | 'ACME';

const at = (daysAgo: number, record: EntityRecord): DemoRecord => ({ record, daysAgo });

export const DEMO_MASTER_DATA: Record<DemoCompany, Record<string, DemoRecord[]>> = {
  DEMO: {
    address: [
      at(84, { name: 'Nordsee Handel GmbH', kind: 'consignee', contact: 'Jana Krüger', phone: '+49 40 3070 4410', email: 'import@nordsee-handel.example.de', country: 'DE', state: 'Hamburg', city: 'Hamburg', postalCode: '22767', line1: 'Große Elbstraße 145', unLocode: 'DEHAM', isDefault: true }),
      at(61, { name: 'Maas Logistics B.V.', kind: 'notify', contact: 'Pieter Jansen', phone: '+31 10 294 6600', email: 'notify@maaslogistics.example.nl', country: 'NL', state: 'Zuid-Holland', city: 'Rotterdam', postalCode: '3087 BM', line1: 'Waalhaven Oostzijde 77', unLocode: 'NLRTM', isDefault: true }),
      at(33, { name: 'Pacific Coast Imports Inc.', kind: 'consignee', contact: 'Maria Gonzalez', phone: '+1 213 555 0142', email: 'receiving@pacificcoast.example.com', country: 'US', state: 'CA', city: 'Los Angeles', postalCode: '90021', line1: '1200 S Alameda St', line2: 'Dock 4', unLocode: 'USLAX' }),
      at(12, { name: 'Elbe Distribution Centre', kind: 'delivery', contact: 'Tom Becker', phone: '+49 40 7411 200', country: 'DE', state: 'Hamburg', city: 'Hamburg', postalCode: '21129', line1: 'Altenwerder Hauptdeich 10', unLocode: 'DEHAM', isDefault: true }),
    ],
    importer: [
      at(80, { name: 'Nordsee Handel GmbH', country: 'DE', address: 'Große Elbstraße 145, 22767 Hamburg', vatNumber: 'DE814562397', eoriNumber: 'DE4417263950012', contact: 'Jana Krüger', phone: '+49 40 3070 4410', email: 'customs@nordsee-handel.example.de' }),
      at(47, { name: 'Maas Logistics B.V.', country: 'NL', address: 'Waalhaven Oostzijde 77, 3087 BM Rotterdam', vatNumber: 'NL859123476B01', eoriNumber: 'NL859123476', contact: 'Pieter Jansen', phone: '+31 10 294 6600', email: 'customs@maaslogistics.example.nl' }),
      at(20, { name: 'Pacific Coast Imports Inc.', country: 'US', address: '1200 S Alameda St, Los Angeles, CA 90021', taxId: '95-4471823', contact: 'Maria Gonzalez', phone: '+1 213 555 0142', email: 'broker@pacificcoast.example.com' }),
    ],
    insured: [
      at(75, { name: 'Demo Trading Co.', idType: 'uscc', idNumber: '91440300MA5F8XK21P', address: 'Shennan Avenue 6011, Futian District, Shenzhen', contact: 'Li Wei', phone: '+86 755 8321 4400' }),
      at(28, { name: 'Nordsee Handel GmbH', idType: 'other', idNumber: 'HRB-118263', address: 'Große Elbstraße 145, 22767 Hamburg', contact: 'Jana Krüger', phone: '+49 40 3070 4410' }),
    ],
    pickAddress: [
      at(70, { name: 'Shenzhen Bao’an factory', shipper: 'Demo Trading Co.', contact: 'Chen Hao', phone: '+86 755 2791 3300', country: 'CN', province: 'Guangdong', city: 'Shenzhen', district: 'Bao’an', line1: 'Fuhai Industrial Park, Building 7', postalCode: '518103', openingHours: 'Mon-Sat 08:30-18:00' }),
      at(41, { name: 'Ningbo Beilun warehouse', shipper: 'Ningbo Bright Lighting Co., Ltd.', contact: 'Zhou Lin', phone: '+86 574 8688 1200', country: 'CN', province: 'Zhejiang', city: 'Ningbo', district: 'Beilun', line1: 'Xinqi Street, Mingzhou Road 88', postalCode: '315800', openingHours: 'Mon-Fri 09:00-17:00' }),
      at(9, { name: 'Yiwu International Trade City supplier', shipper: 'Yiwu Festive Crafts Co., Ltd.', contact: 'Wu Jing', phone: '+86 579 8541 7700', country: 'CN', province: 'Zhejiang', city: 'Yiwu', district: 'Futian', line1: 'District 2, Gate 10, Shop 23015', postalCode: '322000', openingHours: 'Daily 09:00-17:00', remark: 'Call one day ahead; loading dock behind gate 10.' }),
    ],
    shipper: [
      at(88, { name: 'Demo Trading Co.', nameLocal: '演示贸易有限公司', country: 'CN', address: 'Shennan Avenue 6011, Futian District, Shenzhen', contact: 'Li Wei', phone: '+86 755 8321 4400', email: 'export@demo-trading.example.cn', taxId: '91440300MA5F8XK21P' }),
      at(52, { name: 'Ningbo Bright Lighting Co., Ltd.', nameLocal: '宁波明亮照明有限公司', country: 'CN', address: 'Mingzhou Road 88, Beilun, Ningbo', contact: 'Zhou Lin', phone: '+86 574 8688 1200', email: 'sales@bright-lighting.example.cn', taxId: '91330206MA2H3Q7B5P' }),
      at(15, { name: 'Yiwu Festive Crafts Co., Ltd.', nameLocal: '义乌节庆工艺品有限公司', country: 'CN', address: 'Futian Street, Yiwu, Zhejiang', contact: 'Wu Jing', phone: '+86 579 8541 7700', taxId: '91330782MA29K4LD8F' }),
    ],
    product: [
      at(86, { sku: 'DT-LAMP-01', nameEn: 'LED desk lamp', nameZh: 'LED台灯', hsCode: '9405210000', material: 'Aluminium, ABS', usage: 'Desk lighting', brand: 'Lumio', model: 'L-200', unit: 'PCS', unitWeightKg: 1.2, declaredValue: 8.5, currency: 'USD', originCountry: 'CN' }),
      at(58, { sku: 'DT-SPK-02', nameEn: 'Bluetooth speaker', nameZh: '蓝牙音箱', hsCode: '8518220000', material: 'ABS, fabric', usage: 'Audio playback', brand: 'Soundbay', model: 'SB-5', unit: 'PCS', unitWeightKg: 0.45, declaredValue: 11.9, currency: 'USD', originCountry: 'CN' }),
      at(31, { sku: 'DT-TEE-03', nameEn: 'Cotton T-shirt', nameZh: '纯棉T恤', hsCode: '6109100010', material: '100% cotton', usage: 'Clothing', unit: 'PCS', unitWeightKg: 0.18, declaredValue: 2.4, currency: 'USD', originCountry: 'CN' }),
      at(6, { sku: 'DT-XMAS-04', nameEn: 'Christmas ornament set', nameZh: '圣诞装饰套装', hsCode: '9505100090', material: 'Glass, plastic', usage: 'Decoration', unit: 'SET', unitWeightKg: 0.6, declaredValue: 3.1, currency: 'USD', originCountry: 'CN' }),
    ],
  },
  ACME: {
    address: [
      at(77, { name: 'Acme Imports Ltd. Rotterdam', kind: 'consignee', contact: 'Jan de Vries', phone: '+31 10 428 1900', email: 'inbound@acme-imports.example.nl', country: 'NL', state: 'Zuid-Holland', city: 'Rotterdam', postalCode: '3089 JH', line1: 'Waalhaven Zuidzijde 2', unLocode: 'NLRTM', isDefault: true }),
      at(49, { name: 'Scheldt Forwarding NV', kind: 'notify', contact: 'Els Peeters', phone: '+32 3 231 4400', email: 'notify@scheldt.example.be', country: 'BE', state: 'Antwerpen', city: 'Antwerp', postalCode: '2030', line1: 'Noorderlaan 147', unLocode: 'BEANR', isDefault: true }),
      at(25, { name: 'Acme West Coast LLC', kind: 'consignee', contact: 'Kevin Park', phone: '+1 562 555 0175', email: 'docks@acme-westcoast.example.com', country: 'US', state: 'CA', city: 'Long Beach', postalCode: '90802', line1: '925 Harbor Plaza', unLocode: 'USLGB' }),
      at(4, { name: 'Duisburg Rail Hub', kind: 'delivery', contact: 'Stefan Wolf', phone: '+49 203 803 4100', country: 'DE', state: 'Nordrhein-Westfalen', city: 'Duisburg', postalCode: '47119', line1: 'Logport I, Am Logport 1', unLocode: 'DEDUI' }),
    ],
    importer: [
      at(72, { name: 'Acme Imports Ltd.', country: 'NL', address: 'Waalhaven Zuidzijde 2, 3089 JH Rotterdam', vatNumber: 'NL812345671B01', eoriNumber: 'NL812345671', contact: 'Sanne Bakker', phone: '+31 10 428 1900', email: 'customs@acme-imports.example.nl' }),
      at(18, { name: 'Acme UK Trading Ltd.', country: 'GB', address: 'Port of Felixstowe, Felixstowe IP11 3SY', vatNumber: 'GB284517396', eoriNumber: 'GB284517396000', contact: 'Oliver Hughes', phone: '+44 1394 604 500', email: 'customs@acme-uk.example.co.uk' }),
    ],
    insured: [at(66, { name: 'Acme Imports Ltd.', idType: 'other', idNumber: 'KVK-24381957', address: 'Waalhaven Zuidzijde 2, 3089 JH Rotterdam', contact: 'Sanne Bakker', phone: '+31 10 428 1900' })],
    pickAddress: [
      at(60, { name: 'Shenzhen Longhua electronics plant', shipper: 'Shenzhen Bright Star Electronics Co., Ltd.', contact: 'Huang Mei', phone: '+86 755 2817 6600', country: 'CN', province: 'Guangdong', city: 'Shenzhen', district: 'Longhua', line1: 'Guanlan Hi-Tech Park, Block B', postalCode: '518110', openingHours: 'Mon-Fri 08:00-17:30' }),
      at(22, { name: 'Ningbo Yinzhou kitchenware works', shipper: 'Ningbo Homeware Industrial Co., Ltd.', contact: 'Xu Qiang', phone: '+86 574 8812 0300', country: 'CN', province: 'Zhejiang', city: 'Ningbo', district: 'Yinzhou', line1: 'Jiangshan Industrial Zone, Road 5 No. 18', postalCode: '315191', openingHours: 'Mon-Sat 08:00-17:00' }),
    ],
    shipper: [
      at(64, { name: 'Shenzhen Bright Star Electronics Co., Ltd.', nameLocal: '深圳明星电子有限公司', country: 'CN', address: 'Guanlan Hi-Tech Park, Longhua, Shenzhen', contact: 'Huang Mei', phone: '+86 755 2817 6600', email: 'export@brightstar.example.cn', taxId: '91440101MA59TD3E65' }),
      at(27, { name: 'Ningbo Homeware Industrial Co., Ltd.', nameLocal: '宁波家居用品实业有限公司', country: 'CN', address: 'Jiangshan Industrial Zone, Yinzhou, Ningbo', contact: 'Xu Qiang', phone: '+86 574 8812 0300', taxId: '91330200MA2CL8NU4N' }),
    ],
    product: [
      at(63, { sku: 'AC-PB-100', nameEn: 'Power bank 10000 mAh', nameZh: '移动电源10000毫安', hsCode: '8507600090', material: 'Lithium-ion cells, ABS', usage: 'Charging mobile devices', brand: 'Acme', model: 'PB-100', unit: 'PCS', unitWeightKg: 0.25, declaredValue: 6.8, currency: 'EUR', originCountry: 'CN' }),
      at(35, { sku: 'AC-MUG-200', nameEn: 'Ceramic mug', nameZh: '陶瓷马克杯', hsCode: '6912001000', material: 'Stoneware', usage: 'Tableware', unit: 'PCS', unitWeightKg: 0.35, declaredValue: 1.2, currency: 'EUR', originCountry: 'CN' }),
      at(8, { sku: 'AC-BTL-300', nameEn: 'Stainless steel water bottle', nameZh: '不锈钢水壶', hsCode: '9617001000', material: 'Stainless steel 304', usage: 'Drinkware', unit: 'PCS', unitWeightKg: 0.3, declaredValue: 3.6, currency: 'EUR', originCountry: 'CN' }),
    ],
  },
};
