#!/usr/bin/env node
// `npm run import -- <files...>`; see IMPORT_USAGE in ../import/import-cli-args.ts. The work lives in
// runImportCli so that tests can drive it without spawning a process.
import { runImportCli } from '../import/run-import-cli.js';

// exitCode instead of process.exit(), so pending stdout/stderr writes are flushed before Node exits.
process.exitCode = await runImportCli(process.argv.slice(2));
