// Demo reports: bookings per status over a date range (a date parameter and a template), and the
// week's departures; one bound to the reportSql menu.
import type { EntityRecord } from '../../resources/types';

export const DEMO_REPORT_TEMPLATES: EntityRecord[] = [
  {
    code: 'bookingList',
    name: 'Booking list',
    showUnlisted: false,
    columns: [
      { field: 'booking_no', titleEn: 'Booking no.', titleZh: '订舱号', titleTr: '訂艙號', titleEs: 'N.º de reserva', format: 'text', width: 18 },
      { field: 'customer_name', titleEn: 'Customer', titleZh: '客户', titleTr: '客戶', titleEs: 'Cliente', format: 'text', width: 24 },
      { field: 'mode', titleEn: 'Mode', titleZh: '运输方式', titleTr: '運輸方式', titleEs: 'Modo', format: 'text', width: 8 },
      { field: 'status', titleEn: 'Status', titleZh: '状态', titleTr: '狀態', titleEs: 'Estado', format: 'text', width: 12 },
      { field: 'pol', titleEn: 'POL', titleZh: '起运港', titleTr: '起運港', titleEs: 'POL', format: 'text', width: 8 },
      { field: 'pod', titleEn: 'POD', titleZh: '目的港', titleTr: '目的港', titleEs: 'POD', format: 'text', width: 8 },
      { field: 'declared_value', titleEn: 'Declared value', titleZh: '申报价值', titleTr: '申報價值', titleEs: 'Valor declarado', format: 'decimal2', width: 14 },
      { field: 'created_at', titleEn: 'Created', titleZh: '创建时间', titleTr: '建立時間', titleEs: 'Creada', format: 'dateTime', width: 20 },
    ],
  },
];

export const DEMO_REPORTS: EntityRecord[] = [
  {
    code: 'bookingsSince',
    name: 'Bookings since a date',
    nameLocal: '某日期以来的订舱',
    sqlText: 'SELECT booking_no, customer_name, mode, status, pol, pod, declared_value, created_at\nFROM report_bookings\nWHERE created_at >= $1::date\nORDER BY created_at DESC',
    templateCode: 'bookingList',
    params: [{ name: 'fromDate', kind: 'date', title: 'From date' }],
  },
  {
    code: 'bookingsByStatus',
    name: 'Bookings per customer and status',
    nameLocal: '按客户和状态统计订舱',
    sqlText: 'SELECT customer_name, status, count(*) AS bookings\nFROM report_bookings\nGROUP BY customer_name, status\nORDER BY customer_name, status',
  },
  {
    code: 'departuresOfCarrier',
    name: 'Departures of a carrier',
    nameLocal: '承运人的班期',
    sqlText: 'SELECT departure_no, mode, pol, pod, etd, eta, status\nFROM report_departures\nWHERE carrier = $1\nORDER BY etd',
    params: [{ name: 'carrier', kind: 'string', title: 'Carrier code' }],
  },
];

export const DEMO_MENU_REPORTS: EntityRecord[] = [
  { menuCd: 'reportSql', reportCode: 'bookingsSince', sno: 1 },
  { menuCd: 'dataMaintain', reportCode: 'bookingsByStatus', sno: 1 },
];
