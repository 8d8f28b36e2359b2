// The page schema: one JSON file per screen under schemas/pages/<menu>/<name>.json (DESIGN "The page
// schema"). This type is the source of truth; `npm run gen` writes schemas/page.schema.json from it.
// The renderer work refines the block types; the shell relies only on the top-level fields.

export interface PageSchema {
  $schema?: string;
  /** Route name; matches the menu grant and the menu tree. */
  name: string;
  /** Absolute route path. */
  path: string;
  /** i18n key of the title. */
  title: string;
  /** Menu code the screen's grants and required-field rules belong to; defaults to name. */
  menuCd?: string;
  /** The resource (entity with its table) the screen works on, if any. */
  resource?: string;
  /** Kept alive (state survives tab switches). */
  keepAlive?: boolean;
  blocks: PageBlock[];
  actions?: PageAction[];
}

export interface PageBlockBase {
  type: string;
}

export type PageBlock = PageBlockBase & Record<string, unknown>;

export interface PageAction {
  id: string;
  kind: 'navigate' | 'create' | 'edit' | 'delete' | 'export' | 'import' | 'call' | 'dialog';
  funcId?: string;
  [key: string]: unknown;
}
