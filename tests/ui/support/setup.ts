// Component tests: Testing Library does not clean up without vitest globals, and Fluent's focus
// management throws after teardown if it is not cleaned (STACK.md).
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// happy-dom's Web Animations reject when Fluent's motion cancels them (an unhandled AbortError that
// fails the run); without element.animate Fluent's motion hooks skip the animation and finish at once.
(Element.prototype as { animate?: unknown }).animate = undefined;

// happy-dom has no ResizeObserver; glide-data-grid and the grid's scroll hint observe their size. A
// stand-in that never reports: a test that needs sizes sets them itself.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// vitest.config.ts's per-project `define` does not reach the transformed modules here (the build
// constants come out undefined), so the component tests set the same values as globals.
Object.assign(globalThis, { __APP_VERSION__: 'test', __F9_SIGN_SECRET__: 'F9-portal-sign-2026' });

// findBy*/waitFor wait for their condition up to a minute, not 1 s: the first render of a lazy screen
// transforms its chunk, which takes many seconds on a loaded 2-core machine (scripts/testUnderLoad.mjs);
// a real failure still fails, only later. A test gives no shorter bound of its own.
// Inside dialogs, prefer findByRole: Fluent's focus manager (tabster) marks an open modal aria-hidden
// for a moment while focus moves under happy-dom, so a getByRole at that instant finds nothing.
configure({ asyncUtilTimeout: 60_000 });

afterEach(() => cleanup());
