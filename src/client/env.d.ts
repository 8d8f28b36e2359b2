// Build-time constants defined by vite.config.ts (and vitest.config.ts for tests).
declare const __APP_VERSION__: string;
declare const __F9_SIGN_SECRET__: string;

// scripts/pageBlockTypesPlugin.ts: `<menu>/<base>` of each page file → the types of its blocks.
declare module 'virtual:f9-page-block-types' {
  const pageBlockTypes: Record<string, string[]>;
  export default pageBlockTypes;
}
