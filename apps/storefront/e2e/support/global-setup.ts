import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import './data-dir-template';

/** One directory per run for the seeded data directories that the files' shops start from (data-dir-template.ts). */
export default function setup(project: TestProject): () => void {
  const root = mkdtempSync(join(tmpdir(), 'storefront-e2e-templates-'));
  project.provide('storefrontDataTemplates', root);
  return () => rmSync(root, { recursive: true, force: true });
}
