// Counts the components React renders, per component name, while a test does something (a keystroke):
// the component tests' measure of "a key renders its field only". It listens where React DevTools do
// (React's DevTools hook, which react-dom looks for when it loads, so this is the first setup file).
// A component rendered in a commit when React visited its fiber in that render (its profiler start
// time is not older than the root's) and ran it (the PerformedWork flag; a bail-out leaves it unset).

interface Fiber {
  tag: number;
  type: unknown;
  flags: number;
  actualStartTime?: number;
  child: Fiber | null;
  sibling: Fiber | null;
}

// React's work tags of components that run user code: function, class, forwardRef, simple memo.
const COMPONENT_TAGS = new Set([0, 1, 11, 15]);
const PERFORMED_WORK = 1;

export interface RenderCount {
  /** Components rendered, all together. */
  total: number;
  /** Renders per component name (displayName or function name; anonymous ones as "(anonymous)"). */
  byName: Record<string, number>;
  /** Components rendered in each React commit, in order (a key's own paint first, then deferred work). */
  commits: number[];
}

let recording: RenderCount | null = null;

function nameOf(type: unknown): string {
  const t = type as { displayName?: string; name?: string; render?: { displayName?: string; name?: string } } | null;
  return t?.displayName || t?.name || t?.render?.displayName || t?.render?.name || '(anonymous)';
}

function countCommit(root: Fiber, into: RenderCount): void {
  const start = root.actualStartTime ?? 0;
  const before = into.total;
  const stack: Fiber[] = [root];
  while (stack.length) {
    const fiber = stack.pop() as Fiber;
    if (fiber.sibling) stack.push(fiber.sibling);
    // A subtree React did not enter this render keeps its older start times: nothing in it rendered.
    if ((fiber.actualStartTime ?? -1) < start) continue;
    if (COMPONENT_TAGS.has(fiber.tag) && (fiber.flags & PERFORMED_WORK) !== 0) {
      const name = nameOf(fiber.type);
      into.byName[name] = (into.byName[name] ?? 0) + 1;
      into.total++;
    }
    if (fiber.child) stack.push(fiber.child);
  }
  into.commits.push(into.total - before);
}

const hook = {
  supportsFiber: true,
  renderers: new Map(),
  inject: () => 1,
  checkDCE: () => undefined,
  onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
    if (recording) countCommit(root.current, recording);
  },
  onCommitFiberUnmount: () => undefined,
  onPostCommitFiberRoot: () => undefined,
};
(globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= hook;

/** The renders while `action` runs (and React commits what it caused; wrap events in act). */
export async function countRenders(action: () => unknown): Promise<RenderCount> {
  const count: RenderCount = { total: 0, byName: {}, commits: [] };
  recording = count;
  try {
    await action();
  } finally {
    recording = null;
  }
  return count;
}
