// The lookup's registration: a form, a GET call, the answer shown as an action result.
import type { LookupBlock } from '../../../shared/page/pageSchema';
import type { BlockType } from '../registry/blockType';
import LookupBlockView from './LookupBlock';

export const lookupBlockType: BlockType<LookupBlock> = {
  type: 'lookup',
  component: LookupBlockView,
  data: () => ({}),
  lint(b, lint) {
    lint.key(b.input.title);
    lint.key(b.input.submit);
    const properties = (b.input.schema?.properties ?? {}) as Record<string, { title?: string }>;
    for (const p of Object.values(properties)) lint.key(p.title);
    lint.key(b.result.message);
    for (const key of Object.values(b.result.lines?.titles ?? {})) lint.key(key);
    for (const link of b.result.links ?? []) lint.key(link.label);
  },
};
