export type SavedPaths = Array<[string, SavedPaths]>;

interface PathNode {
  children: Map<string, PathNode>;
}

/**
 * The dotted paths a catalogue's documents hold (objects and leaves, arrays flattened), like the dynamic mapping
 * Elasticsearch keeps. A query on a path no document holds is answered from an empty column, without reading the
 * catalogue again or keeping a column for a name someone made up. Kept as a tree so indexing concatenates no strings.
 */
export class FieldPaths {
  private readonly root: PathNode = { children: new Map() };
  private count = 0;
  /** Past this many paths the mapping stops growing and `has` answers true for everything (the column gets built). */
  private overflow = false;

  constructor(private readonly maxPaths = 20_000) {}

  add(source: unknown): void {
    if (!this.overflow) this.walk(source, this.root);
  }

  /** The tree as nested [key, children] pairs, for a saved index (keys may hold dots, so not as dotted paths). */
  toJSON(): { overflow: boolean; tree: SavedPaths } {
    const save = (node: PathNode): SavedPaths => [...node.children].map(([key, child]) => [key, save(child)]);
    return { overflow: this.overflow, tree: save(this.root) };
  }

  static fromJSON(saved: { overflow: boolean; tree: SavedPaths }, maxPaths = 20_000): FieldPaths {
    const paths = new FieldPaths(maxPaths);
    const load = (tree: SavedPaths, node: PathNode): void => {
      for (const [key, children] of tree) {
        const child: PathNode = { children: new Map() };
        node.children.set(key, child);
        paths.count++;
        load(children, child);
      }
    };
    load(saved.tree, paths.root);
    paths.overflow = saved.overflow;
    return paths;
  }

  has(path: string): boolean {
    if (this.overflow) return true;
    let node = this.root;
    for (const key of path.split('.')) {
      const child = node.children.get(key);
      if (!child) return false;
      node = child;
    }
    return true;
  }

  private walk(value: unknown, node: PathNode): void {
    if (Array.isArray(value)) {
      for (const item of value) this.walk(item, node);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const key of Object.keys(value)) {
      let child = node.children.get(key);
      if (!child) {
        if (++this.count > this.maxPaths) {
          this.overflow = true;
          return;
        }
        node.children.set(key, (child = { children: new Map() }));
      }
      const inner = (value as Record<string, unknown>)[key];
      if (inner !== null && typeof inner === 'object') this.walk(inner, child);
    }
  }
}
