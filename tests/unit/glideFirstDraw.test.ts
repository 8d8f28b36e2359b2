// The build step that lets glide-data-grid measure its scroll area on mount (scripts/glideFirstDrawPlugin.ts),
// on the installed package's own scroller: the skipped first measure is found and kept, and a glide
// whose scroller changed makes the build fail rather than silently draw a frame late again.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { glideFirstDraw, measureOnMount } from '../../scripts/glideFirstDrawPlugin';

const SCROLLER = resolve(import.meta.dirname, '../../node_modules/@glideapps/glide-data-grid/dist/esm/internal/scrolling-data-grid/infinite-scroller.js');
const code = readFileSync(SCROLLER, 'utf8');

describe('glide measured on mount at build (glideFirstDrawPlugin.ts)', () => {
  it('keeps the scroller\'s first layout-effect measure', () => {
    expect(code).toContain('didFirstScroll.current = true');
    const out = measureOnMount(code);
    expect(out).not.toContain('didFirstScroll.current = true');
    expect(out).toMatch(/React\.useLayoutEffect\(\(\) => \{\s*onScroll\(\);\s*\}, \[onScroll, paddingBottom, paddingRight\]\)/);
  });

  it('fails the build when glide no longer has the code it changes', () => {
    expect(() => measureOnMount(code.replaceAll('didFirstScroll', 'firstScrollDone'))).toThrow(/glideFirstDrawPlugin/);
  });

  it('applies to glide\'s scroller only, and only when building', () => {
    const plugin = glideFirstDraw();
    expect(plugin.apply).toBe('build');
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    expect(transform(code, SCROLLER)?.code).toContain('onScroll();');
    expect(transform('x', resolve(SCROLLER, '../scrolling-data-grid.js'))).toBeNull();
  });
});
