/// <reference lib="webworker" />

/** Every file the worker precaches, from the client build (sw/vite.config.ts). */
declare const __PRECACHE_URLS__: string[];
/** A hash of the precached files: a new build is a new worker and a new precache. */
declare const __BUILD_ID__: string;
