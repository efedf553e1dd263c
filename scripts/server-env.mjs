// The environment our launchers start a server process with (npm start, npm run api, start:cluster, the topology,
// the bench): the caller's, plus glibc's malloc told to keep its mmap threshold at 4 MB.
//
// Why: glibc raises that threshold each time a large block is freed (up to 32 MB), after which large blocks come from
// the heap and stay in the process when freed. A search process reads its saved index in large blocks and every
// search allocates per-document arrays: at 100 000 products it sat at 850-980 MB RSS with 470-550 MB live; with the
// threshold fixed, 580-650 MB (docs/deployment.md#memory). At 128 KB the searches' per-document arrays were mapped
// and unmapped on every search: listing p95 62 ms against 35 ms at 4 MB, for about the same memory. Other platforms
// ignore the variable.

/** The malloc setting a server process needs beyond `env`: none when `env` sets it already. */
export function mallocSettings(env = process.env) {
  return env.MALLOC_MMAP_THRESHOLD_ === undefined ? { MALLOC_MMAP_THRESHOLD_: '4194304' } : {};
}

/** What a server process is started with: `env`, and MALLOC_MMAP_THRESHOLD_ unless `env` sets it. */
export function serverProcessEnv(env = process.env) {
  return { ...mallocSettings(env), ...env };
}
