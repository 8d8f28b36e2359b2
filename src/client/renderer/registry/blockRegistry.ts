// The block registry: type name → its registration (blockType.ts). Rendering, the lists a page needs,
// action and form lookups and the schema lint all walk pages through it, so a new block type is one
// folder and one registration (src/client/renderer/blocks.ts).
import type { PageBlock, PageSchema } from '../../../shared/page/pageSchema';
import type { BlockType } from './blockType';

const registry = new Map<string, BlockType>();

export function registerBlock<B extends PageBlock>(type: BlockType<B>): void {
  registry.set(type.type, type as unknown as BlockType);
}

/** The registration of a block's type, or undefined for a type nobody registered. */
export function blockTypeOf(block: { type: string }): BlockType | undefined {
  return registry.get(block.type);
}

export function registeredBlockTypes(): string[] {
  return [...registry.keys()];
}

export function childBlocks(block: PageBlock): PageBlock[] {
  return blockTypeOf(block)?.children?.(block) ?? [];
}

/** Every block under `blocks`, parents before their children. */
export function walkBlocks(blocks: PageBlock[], visit: (block: PageBlock) => void): void {
  for (const b of blocks) {
    visit(b);
    walkBlocks(childBlocks(b), visit);
  }
}

/** Every block of the page: its flow, then the blocks of its dialog actions. */
export function pageBlocks(page: PageSchema): PageBlock[] {
  const out: PageBlock[] = [];
  walkBlocks(page.blocks, (b) => out.push(b));
  for (const a of page.actions ?? []) if (a.kind === 'dialog') walkBlocks(a.blocks, (b) => out.push(b));
  return out;
}

/** Blocks of one type, in page order. */
export function blocksOfType<T extends PageBlock['type']>(page: PageSchema, type: T): Array<Extract<PageBlock, { type: T }>> {
  return pageBlocks(page).filter((b): b is Extract<PageBlock, { type: T }> => b.type === type);
}

/** Starts loading the lazy chunks of every block type the page holds, nested ones included. */
export function preloadBlocks(page: PageSchema): Promise<unknown> {
  return preloadBlockTypes(pageBlocks(page).map((b) => b.type));
}

/** Starts loading the lazy chunks of these block types (each is fetched once); unknown types are skipped. */
export function preloadBlockTypes(types: readonly string[]): Promise<unknown> {
  return Promise.all([...new Set(types)].map((type) => registry.get(type)?.preload?.().catch(() => undefined)));
}
