import type { CatalogRepository } from '../db/catalog-repository.js';

/** Stores product sources (each with its `id`) as catalogue documents of `index`, as an import would. */
export async function writeProducts(
  catalog: Pick<CatalogRepository, 'write'>,
  index: string,
  products: ReadonlyArray<Record<string, unknown>>,
): Promise<void> {
  await catalog.write(
    products.map((source) => ({
      kind: 'upsert' as const,
      index,
      entity: 'product',
      document: { id: String(source.id), source },
    })),
  );
}
