import { createWriteStream } from 'node:fs';
import { generateDemoCatalog } from '@storefront/demo-data';

/** Writes the generated demo catalogue of `products` products as an importer dump (ndjson); answers the documents. */
export async function writeCatalogueDump(file: string, products: number): Promise<number> {
  const out = createWriteStream(file);
  let documents = 0;
  for (const doc of generateDemoCatalog({ products })) {
    const line = JSON.stringify({ _index: doc.index, _type: doc.entity, _id: doc.id, _source: doc.source });
    if (!out.write(`${line}\n`)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    documents++;
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  return documents;
}
