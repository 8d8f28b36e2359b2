// What a block type registers (src/client/renderer/blocks.ts): its component, the blocks it contains,
// the data it needs and its schema-lint rules. Every walker over a page goes through these.
import type { ComponentType, ReactNode } from 'react';
import type { Binding, PageAction, PageBlock, PageSchema } from '../../../shared/page/pageSchema';

export interface BlockProps<B extends PageBlock = PageBlock> {
  block: B;
  /** Renders child blocks the way the page does (containers: tabs, sections...). */
  renderBlocks(blocks: PageBlock[]): ReactNode;
}

/** A list the block shows: the renderer gives it its own list controller. */
export interface ListNeed {
  /** Defaults to the page's resource. */
  resource?: string;
  pageSize?: number;
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /** Fixed filter bound to other blocks or the route's record. */
  filter?: Record<string, Binding>;
}

export interface DataNeeds {
  list?: ListNeed;
  /** Reads the route's record (the page loads it from `?id=`). */
  record?: boolean;
  /** Values bound to other blocks or the record (for loading order and the lint). */
  bindings?: Binding[];
}

/** What a block's lint rules may ask and report (tests/schemas/pageLint.ts implements it). */
export interface BlockLint {
  page: PageSchema;
  /** The page's entity (`entity`, else `resource`). */
  pageEntity: string | undefined;
  /** Entity of a resource: the page's own for its resource (or none given), else the resource's name. */
  entityOf(resource: string | undefined): string | undefined;
  /** A field (dot path: its first part) of `entity` (default the page's); also collects its title key (`title: false`: none shown). */
  field(name: string, where: string, options?: { title?: string | false; entity?: string; fields?: Set<string> }): void;
  /** An i18n key that must exist in every required language. */
  key(key: string | undefined): void;
  /** An action id that must be defined; answers the action. */
  action(id: string, where: string): PageAction | undefined;
  /** A resource that must exist. */
  resource(name: string, where: string): void;
  /** A block id that must exist; answers the block. */
  block(id: string, where: string): PageBlock | undefined;
  /** The entity's field names, if it has a schema. */
  fieldsOf(entity: string | undefined): Set<string> | undefined;
  /** Values of a field with choices. */
  choicesOf(entity: string | undefined, field: string): string[];
  /** The i18n prefix of a field's choice labels (shared/entities/entitySchema.ts choicesKeyOf). */
  choicesKeyOf(entity: string | undefined, field: string): string;
  /** Conditions a page puts on a reference field's picker: the field must be a reference, each condition a field of its target. */
  referenceConditions(field: string, conditions: Record<string, unknown>, where: string, entity?: string): void;
  /** A binding (`$record.<field>`, `$selected.<gridId>.<field>`) whose source and field must exist. */
  binding(spec: Binding, where: string): void;
  problem(message: string): void;
}

export interface BlockType<B extends PageBlock = PageBlock> {
  type: B['type'];
  component: ComponentType<BlockProps<B>>;
  /** Loads a lazy component's chunk ahead of drawing it (the same loader the component uses). */
  preload?(): Promise<unknown>;
  /** Blocks inside this one. */
  children?(block: B): PageBlock[];
  /** False: not drawn in the page flow (a dialog form opens from actions). */
  inFlow?(block: B): boolean;
  /** True: the block draws its own title (only when it has something under it), so the page draws none. */
  ownTitle?: boolean;
  data?(block: B): DataNeeds;
  lint?(block: B, lint: BlockLint): void;
}
