// An arrival of a customer's goods at an overseas warehouse (DOMAIN.md "Overseas delivery"): what came,
// for which booking or FBA shipment, and in what condition. Storage days are counted by the server.
import type { CustomerOwned } from './common';

/**
 * @title field.entity.warehouseArrival
 * @table warehouse_arrivals
 * @customerScoped
 * @keyField arrivalNo
 * @defaultSort arrivedAt
 */
export interface WarehouseArrival extends CustomerOwned {
  /**
   * @title field.warehouseArrival.arrivalNo
   * @pattern ^[A-Z0-9-]{4,20}$
   * @maxLength 20
   * @formatExamples ["AR-2611-0001"]
   * @indexed
   */
  arrivalNo: string;
  /**
   * The overseas warehouse (its code and name as the warehouse gives them).
   * @title field.warehouseArrival.warehouse
   * @minLength 1
   * @maxLength 60
   * @indexed
   */
  warehouse: string;
  /**
   * The booking number or FBA shipment id the goods came for.
   * @title field.warehouseArrival.orderReference
   * @maxLength 30
   * @indexed
   */
  orderReference?: string;
  /**
   * @title field.warehouseArrival.arrivedAt
   * @format date-time
   * @indexed
   */
  arrivedAt: string;
  /**
   * @title field.warehouseArrival.packages
   * @minimum 0
   * @maximum 1000000
   * @asType integer
   */
  packages: number;
  /**
   * @title field.warehouseArrival.grossKg
   * @minimum 0
   * @maximum 100000000
   */
  grossKg: number;
  /**
   * @title field.warehouseArrival.cbm
   * @minimum 0
   * @maximum 1000000
   */
  cbm: number;
  /**
   * @title field.warehouseArrival.condition
   * @indexed
   */
  condition: 'GOOD' | 'DAMAGED' | 'SHORT' | 'OVER';
  /**
   * @title field.warehouseArrival.remark
   * @maxLength 1000
   */
  remark?: string;
  /**
   * Whole days in storage since arrival, in China time (the resource's SQL).
   * @title field.warehouseArrival.storageDays
   * @computed
   */
  storageDays?: number;
}
