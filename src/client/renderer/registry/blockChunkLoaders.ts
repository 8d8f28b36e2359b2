// The lazy chunks of the block types that have one (glide for the grid, RJSF for the form ...), by type.
// Their registrations load their components through these, and a page opened by its URL starts them
// beside its page file from this small module, not once the registry's own chunk (every registration
// and what it imports) has arrived and run: that wait put the grid's chunk ~40 ms behind the page file.
export const BLOCK_CHUNKS = {
  grid: () => import('../grid/GridBlock'),
  form: () => import('../form/FormBlock'),
  chart: () => import('../chart/ChartBlock'),
  lookup: () => import('../lookup/LookupBlock'),
  notes: () => import('../notes/NotesBlock'),
  documents: () => import('../documents/DocumentsBlock'),
  pagePreview: () => import('../preview/PagePreviewBlock'),
};

/** Starts fetching the chunks of these block types (the module system fetches each once); types without a chunk are skipped. */
export function startBlockChunks(types: readonly string[]): void {
  for (const type of new Set(types)) {
    if (Object.hasOwn(BLOCK_CHUNKS, type)) void BLOCK_CHUNKS[type as keyof typeof BLOCK_CHUNKS]().catch(() => undefined);
  }
}
