#!/usr/bin/env node
// `npm run copy-to-postgres -- <sqlite file>`; see COPY_USAGE in ../db/copy-cli.ts. The work lives in runCopyCli so
// that tests can drive it without spawning a process.
import { runCopyCli } from '../db/copy-cli.js';

// exitCode instead of process.exit(), so pending stdout/stderr writes are flushed before Node exits.
process.exitCode = await runCopyCli(process.argv.slice(2));
