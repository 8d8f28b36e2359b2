// What a resource's definition decides is worked out once per resource (resources/perResource.ts),
// and never shared between two resources.
import { describe, expect, it } from 'vitest';
import { perResource } from '../../src/server/resources/perResource';
import type { ResourceDef } from '../../src/server/resources/types';

describe('perResource', () => {
  it('builds once per resource and keeps each resource its own value', () => {
    const built: string[] = [];
    const columns = perResource((def) => (built.push(def.name), `${def.name}.columns`));
    const a = { name: 'a' } as ResourceDef;
    const b = { name: 'b' } as ResourceDef;
    expect([columns(a), columns(b), columns(a), columns(b)]).toEqual(['a.columns', 'b.columns', 'a.columns', 'b.columns']);
    expect(built).toEqual(['a', 'b']);
  });

  it('holds a value that is undefined too, instead of building it again', () => {
    let builds = 0;
    const nothing = perResource(() => (builds++, undefined));
    const def = { name: 'x' } as ResourceDef;
    nothing(def);
    nothing(def);
    expect(builds).toBe(1);
  });
});
