// Where the generator reads and writes, relative to a project root (tests pass a temporary copy).
import { resolve } from 'node:path';

export interface GenPaths {
  root: string;
  entitiesDir: string;
  pageSchemaSource: string;
  entitySchemasDir: string;
  pageSchemaOut: string;
  migrationsDir: string;
  snapshot: string;
  /** Generated list of the menus with forms (read by entity types, so written before their schemas). */
  formMenusOut: string;
  /** Generated map of each form menu's entities and fields (generators/formFields.ts), from the page files. */
  formFieldsOut: string;
  /** Kysely types of the entity tables (generators/kyselyTypes.ts). */
  kyselyTypesOut: string;
  /** The browser's precompiled form validators (generators/browserValidators.ts). */
  validatorsDir: string;
  /** Page files: their inline form and action-input schemas get validators too. */
  pagesDir: string;
  /** A menu group's file is held to this schema (schemas/menus/<group>.json; src/shared/menus/menuFiles.ts). */
  menuGroupSchemaSource: string;
  menuGroupSchemaOut: string;
  /** The menu tree (generators/menuTree.ts), from schemas/menus and the page files' `menu`. */
  menuTreeOut: string;
}

export function genPaths(root: string): GenPaths {
  return {
    root,
    entitiesDir: resolve(root, 'src/shared/entities'),
    pageSchemaSource: resolve(root, 'src/shared/page/pageSchema.ts'),
    entitySchemasDir: resolve(root, 'schemas/entities'),
    pageSchemaOut: resolve(root, 'schemas/page.schema.json'),
    migrationsDir: resolve(root, 'src/server/db/migrations'),
    snapshot: resolve(root, 'generators/snapshot.json'),
    formMenusOut: resolve(root, 'src/shared/menus/formMenus.ts'),
    formFieldsOut: resolve(root, 'src/shared/menus/formFields.ts'),
    kyselyTypesOut: resolve(root, 'src/server/db/entityTables.ts'),
    validatorsDir: resolve(root, 'schemas/validators'),
    pagesDir: resolve(root, 'schemas/pages'),
    menuGroupSchemaSource: resolve(root, 'src/shared/menus/menuFiles.ts'),
    menuGroupSchemaOut: resolve(root, 'schemas/menu.schema.json'),
    menuTreeOut: resolve(root, 'src/shared/menus/menuTree.generated.ts'),
  };
}
