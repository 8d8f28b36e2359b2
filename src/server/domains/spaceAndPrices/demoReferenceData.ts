// The reference data a first start writes (README "Demo accounts" make it visible): the ports,
// rail terminals, airports, inland points and warehouses of the demo lanes by UN/LOCODE, the
// carriers by SCAC / IATA / operator code, ISO 6346 equipment types and the China-Europe border crossings.
import type { EntityRecord } from '../../resources/types';

type Kind = 'seaport' | 'railTerminal' | 'airport' | 'inland' | 'warehouse';
const loc = (unLocode: string, nameEn: string, nameZh: string, kind: Kind, timeZone: string, iataCode?: string): EntityRecord => ({
  unLocode,
  nameEn,
  nameZh,
  country: unLocode.slice(0, 2),
  kind,
  iataCode,
  timeZone,
});
const SH = 'Asia/Shanghai';

export const DEMO_LOCATIONS: EntityRecord[] = [
  loc('CNSHA', 'Shanghai', '上海', 'seaport', SH),
  loc('CNNGB', 'Ningbo', '宁波', 'seaport', SH),
  loc('CNYTN', 'Yantian (Shenzhen)', '盐田（深圳）', 'seaport', SH),
  loc('CNSHK', 'Shekou (Shenzhen)', '蛇口（深圳）', 'seaport', SH),
  loc('CNTAO', 'Qingdao', '青岛', 'seaport', SH),
  loc('CNXMN', 'Xiamen', '厦门', 'seaport', SH),
  loc('CNTXG', 'Tianjin Xingang', '天津新港', 'seaport', SH),
  loc('CNDLC', 'Dalian', '大连', 'seaport', SH),
  // Places of a city name it (cityCode): an instant quote from Shanghai finds its port, airport and rail terminal.
  { ...loc('CNPVG', 'Shanghai Pudong Airport', '上海浦东机场', 'airport', SH, 'PVG'), cityCode: 'CNSHA' },
  loc('CNSZX', 'Shenzhen Bao’an Airport', '深圳宝安机场', 'airport', SH, 'SZX'),
  loc('CNCAN', 'Guangzhou Baiyun Airport', '广州白云机场', 'airport', SH, 'CAN'),
  loc('CNCTU', 'Chengdu International Railway Port', '成都国际铁路港', 'railTerminal', SH),
  loc('CNXIY', 'Xi’an International Port', '西安国际港站', 'railTerminal', SH),
  loc('CNCKG', 'Chongqing Tuanjiecun', '重庆团结村', 'railTerminal', SH),
  loc('CNYIW', 'Yiwu West', '义乌西站', 'railTerminal', SH),
  loc('CNCGO', 'Zhengzhou Putian', '郑州圃田', 'railTerminal', SH),
  loc('CNWUH', 'Wuhan Wujiashan', '武汉吴家山', 'railTerminal', SH),
  // Shanghai's China–Europe train (the "Shanghai Express") loads at Minhang; CNSMH is the demo's own code
  // for that terminal, not one taken from the UN/LOCODE list.
  { ...loc('CNSMH', 'Shanghai Minhang rail terminal', '上海闵行铁路货场', 'railTerminal', SH), cityCode: 'CNSHA' },
  loc('CNHGH', 'Hangzhou', '杭州', 'inland', SH),
  loc('CNSZV', 'Suzhou', '苏州', 'inland', SH),
  loc('CNDGG', 'Dongguan', '东莞', 'inland', SH),
  loc('CNFOS', 'Foshan', '佛山', 'inland', SH),
  loc('CNSZN', 'Shenzhen Bao’an warehouse', '深圳宝安仓', 'warehouse', SH),
  loc('CNNBW', 'Ningbo Beilun warehouse', '宁波北仑仓', 'warehouse', SH),
  // Hamburg is a China–Europe rail terminal too (UN/LOCODE functions 12345---); the others serve their kind's mode.
  { ...loc('DEHAM', 'Hamburg', '汉堡', 'seaport', 'Europe/Berlin'), servesRail: true },
  loc('NLRTM', 'Rotterdam', '鹿特丹', 'seaport', 'Europe/Amsterdam'),
  loc('GBFXT', 'Felixstowe', '费利克斯托', 'seaport', 'Europe/London'),
  loc('BEANR', 'Antwerp', '安特卫普', 'seaport', 'Europe/Brussels'),
  loc('DEBRV', 'Bremerhaven', '不来梅港', 'seaport', 'Europe/Berlin'),
  loc('FRLEH', 'Le Havre', '勒阿弗尔', 'seaport', 'Europe/Paris'),
  loc('ESVLC', 'Valencia', '瓦伦西亚', 'seaport', 'Europe/Madrid'),
  loc('ITGOA', 'Genoa', '热那亚', 'seaport', 'Europe/Rome'),
  loc('PLGDN', 'Gdańsk', '格但斯克', 'seaport', 'Europe/Warsaw'),
  loc('GBSOU', 'Southampton', '南安普顿', 'seaport', 'Europe/London'),
  loc('DEDUI', 'Duisburg', '杜伊斯堡', 'railTerminal', 'Europe/Berlin'),
  loc('PLMAL', 'Małaszewicze', '马拉舍维奇', 'railTerminal', 'Europe/Warsaw'),
  loc('PLLOD', 'Łódź', '罗兹', 'railTerminal', 'Europe/Warsaw'),
  loc('HUBUD', 'Budapest', '布达佩斯', 'railTerminal', 'Europe/Budapest'),
  loc('DEFRA', 'Frankfurt am Main', '法兰克福', 'airport', 'Europe/Berlin', 'FRA'),
  loc('NLAMS', 'Amsterdam Schiphol', '阿姆斯特丹史基浦', 'airport', 'Europe/Amsterdam', 'AMS'),
  loc('GBLHR', 'London Heathrow', '伦敦希思罗', 'airport', 'Europe/London', 'LHR'),
  loc('DEMUC', 'Munich', '慕尼黑', 'inland', 'Europe/Berlin', 'MUC'),
  loc('DEBER', 'Berlin', '柏林', 'inland', 'Europe/Berlin', 'BER'),
  loc('DEDUS', 'Düsseldorf', '杜塞尔多夫', 'inland', 'Europe/Berlin', 'DUS'),
  loc('PLWAW', 'Warsaw', '华沙', 'inland', 'Europe/Warsaw', 'WAW'),
  loc('FRPAR', 'Paris', '巴黎', 'inland', 'Europe/Paris', 'CDG'),
  loc('ITMIL', 'Milan', '米兰', 'inland', 'Europe/Rome', 'MXP'),
  loc('CZPRG', 'Prague', '布拉格', 'inland', 'Europe/Prague', 'PRG'),
  loc('DEKSF', 'Kassel Amazon FC', '卡塞尔亚马逊仓', 'warehouse', 'Europe/Berlin'),
  loc('USLAX', 'Los Angeles', '洛杉矶', 'seaport', 'America/Los_Angeles', 'LAX'),
  loc('USLGB', 'Long Beach', '长滩', 'seaport', 'America/Los_Angeles'),
  loc('USNYC', 'New York', '纽约', 'seaport', 'America/New_York', 'JFK'),
  loc('USOAK', 'Oakland', '奥克兰', 'seaport', 'America/Los_Angeles'),
  loc('USSAV', 'Savannah', '萨凡纳', 'seaport', 'America/New_York'),
  loc('USSEA', 'Seattle', '西雅图', 'seaport', 'America/Los_Angeles'),
  loc('USCHI', 'Chicago', '芝加哥', 'inland', 'America/Chicago', 'ORD'),
  loc('USONT', 'Ontario CA Amazon FC', '安大略亚马逊仓', 'warehouse', 'America/Los_Angeles'),
  loc('SGSIN', 'Singapore', '新加坡', 'seaport', 'Asia/Singapore', 'SIN'),
  loc('KRPUS', 'Busan', '釜山', 'seaport', 'Asia/Seoul'),
  loc('AEJEA', 'Jebel Ali', '杰贝阿里', 'seaport', 'Asia/Dubai'),
  loc('KZALA', 'Almaty', '阿拉木图', 'railTerminal', 'Asia/Almaty', 'ALA'),
];

export const DEMO_CARRIERS: EntityRecord[] = [
  { code: 'MAEU', nameEn: 'Maersk', nameZh: '马士基', mode: 'sea' },
  { code: 'MSCU', nameEn: 'MSC', nameZh: '地中海航运', mode: 'sea' },
  { code: 'CMDU', nameEn: 'CMA CGM', nameZh: '达飞轮船', mode: 'sea' },
  { code: 'COSU', nameEn: 'COSCO Shipping', nameZh: '中远海运', mode: 'sea' },
  { code: 'HLCU', nameEn: 'Hapag-Lloyd', nameZh: '赫伯罗特', mode: 'sea' },
  { code: 'ONEY', nameEn: 'Ocean Network Express', nameZh: '海洋网联', mode: 'sea' },
  { code: 'LH', nameEn: 'Lufthansa Cargo', nameZh: '汉莎货运', mode: 'air' },
  { code: 'CA', nameEn: 'Air China Cargo', nameZh: '国货航', mode: 'air' },
  { code: 'CX', nameEn: 'Cathay Cargo', nameZh: '国泰货运', mode: 'air' },
  { code: 'CRE', nameEn: 'China Railway Express', nameZh: '中欧班列', mode: 'rail' },
  { code: 'DBSR', nameEn: 'DB Schenker Road', nameZh: '德铁信可公路', mode: 'truck' },
  { code: 'SFFR', nameEn: 'SF Freight', nameZh: '顺丰快运', mode: 'truck' },
];

export const DEMO_EQUIPMENT_TYPES: EntityRecord[] = [
  { code: '22G1', nameEn: '20GP', nameZh: '20尺普柜', description: "20' general purpose", usableCbm: 33, maxPayloadKg: 28200 },
  { code: '42G1', nameEn: '40GP', nameZh: '40尺普柜', description: "40' general purpose", usableCbm: 67, maxPayloadKg: 26700 },
  { code: '45G1', nameEn: '40HC', nameZh: '40尺高柜', description: "40' high cube", usableCbm: 76, maxPayloadKg: 26500 },
  { code: '45R1', nameEn: '40RF', nameZh: '40尺冷藏高柜', description: "40' high cube reefer", usableCbm: 67.5, maxPayloadKg: 29000 },
  { code: '22U1', nameEn: '20OT', nameZh: '20尺开顶柜', description: "20' open top", usableCbm: 32, maxPayloadKg: 28100 },
];

export const DEMO_BORDER_CROSSINGS: EntityRecord[] = [
  { code: 'ALASHANKOU', name: 'Alashankou – Dostyk', nameLocal: '阿拉山口', neighbour: 'KZ' },
  { code: 'KHORGOS', name: 'Khorgos – Altynkol', nameLocal: '霍尔果斯', neighbour: 'KZ' },
  { code: 'MANZHOULI', name: 'Manzhouli – Zabaikalsk', nameLocal: '满洲里', neighbour: 'RU' },
  { code: 'ERENHOT', name: 'Erenhot – Zamyn-Üüd', nameLocal: '二连浩特', neighbour: 'MN' },
];
