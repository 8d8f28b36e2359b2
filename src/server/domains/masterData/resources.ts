// The master-data resources a customer keeps (SPEC §2 /setData): addresses, importers, insured
// parties, pickup addresses, shippers and products, each its company's own. A delete bins the record,
// restorable for 30 days (softDelete.ts).
import addressSchema from '../../../../schemas/entities/address.schema.json';
import importerSchema from '../../../../schemas/entities/importer.schema.json';
import insuredSchema from '../../../../schemas/entities/insured.schema.json';
import pickAddressSchema from '../../../../schemas/entities/pickAddress.schema.json';
import productSchema from '../../../../schemas/entities/product.schema.json';
import shipperSchema from '../../../../schemas/entities/shipper.schema.json';
import type { EntitySchema } from '../../resources/entityFields';
import { defineResource } from '../../resources/registry';
import { setDefaultAddress } from './setDefaultAddress';
import type { ResourceDef } from '../../resources/types';

const entity = (schema: unknown) => schema as EntitySchema;

export const MASTER_DATA_RESOURCES: ResourceDef[] = [
  defineResource({
    name: 'address',
    schema: entity(addressSchema),
    writers: 'customer',
    softDelete: true,
    actions: [setDefaultAddress],
    // Set over selected rows by the list's "Edit selected" (PUT address-bulk).
    bulkEdit: ['kind', 'country', 'state', 'city', 'contact', 'remark'],
    search: { fields: ['name', 'unLocode'], detail: 'city' },
  }),
  defineResource({ name: 'importer', schema: entity(importerSchema), writers: 'customer', softDelete: true }),
  defineResource({ name: 'insured', schema: entity(insuredSchema), writers: 'customer', softDelete: true }),
  defineResource({ name: 'pickAddress', schema: entity(pickAddressSchema), writers: 'customer', softDelete: true }),
  defineResource({ name: 'shipper', schema: entity(shipperSchema), writers: 'customer', softDelete: true }),
  defineResource({ name: 'product', schema: entity(productSchema), writers: 'customer', softDelete: true }),
];
