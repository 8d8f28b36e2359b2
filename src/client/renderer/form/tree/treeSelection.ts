// The tri-state selection of a tree of checkboxes over a set of selected keys. Opt-in nodes (a menu's
// functions: write rights) are never selected with their parent: checking a menu grants reading only,
// and each opt-in node is checked on its own or by its parent's "all" (selectAll). A node shows checked
// when it and everything under it but opt-in nodes is selected, unchecked when none of it is, mixed
// otherwise. Checking a node selects it, everything under it but opt-in nodes, and its ancestors (a
// function needs its menu and group); unchecking a selected node clears it and all under it, in one click.

export interface TreeNodeData {
  key: string;
  parent: string | null;
  /** What the user reads (already translated). */
  title: string;
  /** Selected only on its own (or by its parent's "all"), never with its parent. */
  optIn?: boolean;
}

export type CheckState = boolean | 'mixed';

export class TreeIndex {
  readonly byKey = new Map<string, TreeNodeData>();
  readonly children = new Map<string | null, TreeNodeData[]>();

  constructor(readonly nodes: TreeNodeData[]) {
    for (const n of nodes) {
      this.byKey.set(n.key, n);
      const siblings = this.children.get(n.parent) ?? [];
      siblings.push(n);
      this.children.set(n.parent, siblings);
    }
  }

  isBranch(key: string): boolean {
    return (this.children.get(key)?.length ?? 0) > 0;
  }

  /** The node and every node under it. */
  subtree(key: string): string[] {
    const out = [key];
    for (const child of this.children.get(key) ?? []) out.push(...this.subtree(child.key));
    return out;
  }

  ancestors(key: string): string[] {
    const out: string[] = [];
    for (let p = this.byKey.get(key)?.parent ?? null; p !== null; p = this.byKey.get(p)?.parent ?? null) out.push(p);
    return out;
  }

  /** The node and every node under it that checking it selects (not the opt-in ones below it). */
  cascade(key: string): string[] {
    const out = [key];
    for (const child of this.children.get(key) ?? []) if (!child.optIn) out.push(...this.cascade(child.key));
    return out;
  }

  /** The opt-in children of a node (a menu's functions), which its "all" selects. */
  optInChildren(key: string): string[] {
    return (this.children.get(key) ?? []).filter((c) => c.optIn).map((c) => c.key);
  }

  state(key: string, selected: ReadonlySet<string>): CheckState {
    if (!selected.has(key)) return this.subtree(key).some((k) => selected.has(k)) ? 'mixed' : false;
    return this.cascade(key).every((k) => selected.has(k)) ? true : 'mixed';
  }

  /** The selection after the user toggles `key`: a selected node is cleared with all under it. */
  toggle(key: string, selected: ReadonlySet<string>): Set<string> {
    const next = new Set(selected);
    if (selected.has(key) && this.state(key, selected) === true) for (const k of this.subtree(key)) next.delete(k);
    else for (const k of [...this.cascade(key), ...this.ancestors(key)]) next.add(k);
    return next;
  }

  /** The selection after the user asks for all of `key`'s opt-in children: all of them, or none when all are. */
  toggleAll(key: string, selected: ReadonlySet<string>): Set<string> {
    const next = new Set(selected);
    const children = this.optInChildren(key);
    if (children.length > 0 && children.every((k) => selected.has(k))) for (const k of children) next.delete(k);
    else for (const k of [key, ...children, ...this.ancestors(key)]) next.add(k);
    return next;
  }

  /** Keys shown for a search: the matching nodes and their ancestors, in tree order (all when the text is empty). */
  matching(text: string): Set<string> {
    const needle = text.trim().toLowerCase();
    if (!needle) return new Set(this.nodes.map((n) => n.key));
    const out = new Set<string>();
    for (const n of this.nodes) {
      if (n.title.toLowerCase().includes(needle) || n.key.toLowerCase().includes(needle)) {
        out.add(n.key);
        for (const a of this.ancestors(n.key)) out.add(a);
      }
    }
    return out;
  }
}

/** A field's value as keys: a list, or comma-separated text (a computed text column). */
export function keysOf(value: unknown): Set<string> {
  if (Array.isArray(value)) return new Set(value.map(String));
  if (typeof value === 'string') return new Set(value.split(',').map((k) => k.trim()).filter(Boolean));
  return new Set();
}

/** Back to the field's own type, in the tree's order so the value is stable. */
export function valueOf(keys: ReadonlySet<string>, index: TreeIndex, asText: boolean): string | string[] {
  const ordered = index.nodes.map((n) => n.key).filter((k) => keys.has(k));
  // Keys the tree does not hold (no longer offered) are kept: the server names them if they are wrong.
  for (const k of keys) if (!index.byKey.has(k)) ordered.push(k);
  return asText ? ordered.join(',') : ordered;
}
