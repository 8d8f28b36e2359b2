// Build-time constants defined by vite.config.ts (and vitest.config.ts for tests).
declare const __APP_VERSION__: string;
declare const __F9_SIGN_SECRET__: string;
