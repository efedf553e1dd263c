import { slugify } from '@storefront/core';
import type { CategorySpec } from './definitions.js';
import { CATEGORY_TREE } from './definitions.js';

export { ROOT_CATEGORY_ID } from './definitions.js';

export interface CategoryNode {
  id: number;
  parentId: number;
  name: string;
  level: number;
  position: number;
  /** '1/2/20/21' */
  path: string;
  urlKey: string;
  urlPath: string;
  metaTitle?: string;
  metaDescription?: string;
  description?: string;
  children: CategoryNode[];
  /** Ancestors below the root, top-down, then the category itself. */
  lineage: number[];
}

const byId = new Map<number, CategoryNode>();

function build(
  spec: CategorySpec,
  parent: CategoryNode | undefined,
  parentSegments: string[],
  position: number,
): CategoryNode {
  const urlKey = `${slugify(spec.name)}-${spec.id}`;
  // The root contributes no segment: level-2 paths start with their own segment ('women/women-20').
  const segments = parent ? [...parentSegments, spec.segment ?? slugify(spec.name)] : [];
  const node: CategoryNode = {
    id: spec.id,
    parentId: parent ? parent.id : 1,
    name: spec.name,
    level: parent ? parent.level + 1 : 1,
    position,
    path: parent ? `${parent.path}/${spec.id}` : `1/${spec.id}`,
    urlKey,
    urlPath: [...segments, urlKey].join('/'),
    children: [],
    lineage: parent ? [...parent.lineage, spec.id] : [],
  };
  if (spec.metaTitle) node.metaTitle = spec.metaTitle;
  if (spec.metaDescription) node.metaDescription = spec.metaDescription;
  if (spec.description) node.description = spec.description;
  byId.set(node.id, node);
  node.children = (spec.children ?? []).map((child, i) => build(child, node, segments, i + 1));
  return node;
}

export const CATEGORY_ROOT: CategoryNode = build(CATEGORY_TREE, undefined, [], 1);

export const CATEGORY_BY_ID: ReadonlyMap<number, CategoryNode> = byId;

export function categoryNode(id: number): CategoryNode {
  const node = CATEGORY_BY_ID.get(id);
  if (!node) throw new RangeError(`unknown demo category ${id}`);
  return node;
}

/** Every category in the tree, parents before children. */
export function allCategories(): CategoryNode[] {
  const out: CategoryNode[] = [];
  const visit = (node: CategoryNode): void => {
    out.push(node);
    node.children.forEach(visit);
  };
  visit(CATEGORY_ROOT);
  return out;
}

export function descendantCount(node: CategoryNode): number {
  return node.children.reduce((sum, child) => sum + 1 + descendantCount(child), 0);
}
