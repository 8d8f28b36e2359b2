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

interface CountingHook {
  /** What the running countRenders collects into; on the hook, since react-dom keeps the first hook it found. */
  recording: RenderCount | null;
  onCommitFiberRoot(id: number, root: { current: Fiber }): void;
}

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

// react-dom reads the hook once, when it loads; files that share a worker (vitest.config.ts) share react-dom,
// so every evaluation of this file uses the hook the first one installed.
const globals = globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: CountingHook };
const hook: CountingHook = (globals.__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= {
  recording: null,
  supportsFiber: true,
  renderers: new Map(),
  inject: () => 1,
  checkDCE: () => undefined,
  onCommitFiberRoot(_id: number, root: { current: Fiber }) {
    if (this.recording) countCommit(root.current, this.recording);
  },
  onCommitFiberUnmount: () => undefined,
  onPostCommitFiberRoot: () => undefined,
} as CountingHook);

/** The renders while `action` runs (and React commits what it caused; wrap events in act). */
export async function countRenders(action: () => unknown): Promise<RenderCount> {
  const count: RenderCount = { total: 0, byName: {}, commits: [] };
  hook.recording = count;
  try {
    await action();
  } finally {
    hook.recording = null;
  }
  return count;
}
