import type { Category } from '@grocery/shared-api';

export interface ParentOption {
  value: string;
  label: string;
}

/** The id of `id` and of every category under it: none of them can become its parent. */
function subtreeIds(tree: Category[], id: string): Set<string> {
  const found = new Set<string>();
  const collect = (node: Category) => {
    found.add(node.id);
    node.children?.forEach(collect);
  };
  const search = (nodes: Category[]) => {
    for (const node of nodes) {
      if (node.id === id) collect(node);
      else if (node.children) search(node.children);
    }
  };
  search(tree);
  return found;
}

/**
 * The parent choices of the category form, in tree order with subcategories indented. Editing a
 * category leaves out the category itself and its descendants (a parent cycle).
 */
export function parentOptions(tree: Category[], editingId?: string): ParentOption[] {
  const excluded = editingId ? subtreeIds(tree, editingId) : new Set<string>();
  const options: ParentOption[] = [];
  const walk = (nodes: Category[], depth: number) => {
    for (const node of nodes) {
      if (excluded.has(node.id)) continue;
      options.push({ value: node.id, label: `${'— '.repeat(depth)}${node.name}` });
      if (node.children) walk(node.children, depth + 1);
    }
  };
  walk(tree, 0);
  return options;
}
