import { generateDemoCatalog } from '../catalog.js';
import type { DemoDocument, DemoEntity } from '../types.js';

export type Source = Record<string, unknown>;

/** A fixed reference time so the special-price windows are checked against the day they were built for. */
export const NOW = new Date('2025-06-15T10:30:00Z');

export interface CollectedCatalog {
  documents: DemoDocument[];
  byEntity: Map<DemoEntity, Source[]>;
  products: Source[];
  /** Product documents that are configurable children (their own docs). */
  children: Source[];
  /** Sellable products: everything but configurable children. */
  parents: Source[];
  bySku: Map<string, Source>;
}

const cache = new Map<number, CollectedCatalog>();

export function collectCatalog(products: number): CollectedCatalog {
  const cached = cache.get(products);
  if (cached) return cached;
  const documents = [...generateDemoCatalog({ products, now: NOW })];
  const byEntity = new Map<DemoEntity, Source[]>();
  for (const doc of documents) {
    const list = byEntity.get(doc.entity) ?? [];
    list.push(doc.source);
    byEntity.set(doc.entity, list);
  }
  const all = byEntity.get('product') ?? [];
  const childIds = new Set<number>();
  for (const product of all) {
    for (const child of (product.configurable_children as Source[] | undefined) ?? []) childIds.add(child.id as number);
  }
  const collected: CollectedCatalog = {
    documents,
    byEntity,
    products: all,
    children: all.filter((product) => childIds.has(product.id as number)),
    parents: all.filter((product) => !childIds.has(product.id as number)),
    bySku: new Map(all.map((product) => [product.sku as string, product])),
  };
  cache.set(products, collected);
  return collected;
}

export function entity(catalog: CollectedCatalog, name: DemoEntity): Source[] {
  return catalog.byEntity.get(name) ?? [];
}

export const ofType = (products: Source[], type: string): Source[] =>
  products.filter((product) => product.type_id === type);
