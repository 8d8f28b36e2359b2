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

/** The blocks the page draws as it opens: its flow, without the blocks kept out of it (a dialog form) and theirs. */
export function flowBlocks(page: PageSchema): PageBlock[] {
  const out: PageBlock[] = [];
  const visit = (blocks: PageBlock[]) => {
    for (const b of blocks) {
      if (blockTypeOf(b)?.inFlow?.(b) === false) continue;
      out.push(b);
      visit(childBlocks(b));
    }
  };
  visit(page.blocks);
  return out;
}

/**
 * Loads the lazy chunks of the block types the page draws as it opens, nested ones included, and settles
 * once those are in: the first frame waits for none of the blocks it opens later (a grid page's dialog
 * form, RJSF), whose chunks are asked for after those (a page opened by its URL has started every
 * chunk of its types already, beside its page file: app/fixedRoutes.tsx).
 */
export function preloadBlocks(page: PageSchema): Promise<unknown> {
  const shown = flowBlocks(page).map((b) => b.type);
  const first = preloadBlockTypes(shown);
  void first.then(() => preloadBlockTypes(pageBlocks(page).map((b) => b.type)));
  return first;
}

/** Starts loading the lazy chunks of these block types (each is fetched once); unknown types are skipped. */
export function preloadBlockTypes(types: readonly string[]): Promise<unknown> {
  return Promise.all([...new Set(types)].map((type) => registry.get(type)?.preload?.().catch(() => undefined)));
}
