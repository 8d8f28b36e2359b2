// The two parts of a language's messages, each its own chunk per language (vite.config.ts): the shell's
// areas, all that the signed-out home page, the login dialog and the request errors say, loaded before
// the first paint; and the screens' areas (field labels, page texts, the renderer's words: most of the
// bytes), loaded with the signed-in layout or any other screen (i18n.ts withAllMessages).
export type MessagePart = 'shell' | 'screens';
export const ALL_PARTS: readonly MessagePart[] = ['shell', 'screens'];

/** Area files (locales/<lang>/<area>.json) of the shell part; every other area is the screens'. customScreens holds the titles of
 * the code screens (the dashboard): route.json is written by `npm run gen` from the page and menu files. */
const SHELL_AREAS = new Set(['common', 'customScreens', 'errors', 'home', 'login', 'navbar', 'route']);

/** The part an area file belongs to, from its path. */
export function partOfFile(path: string): MessagePart {
  const area = /([^\\/]+)\.json$/.exec(path)?.[1] ?? '';
  return SHELL_AREAS.has(area) ? 'shell' : 'screens';
}
