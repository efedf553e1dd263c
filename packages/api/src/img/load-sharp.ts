import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded by the first image that needs it: its native library takes about a tenth of a second of every
 * start otherwise, and a process that serves no resized image (a test's shop, an API behind a CDN) never needs it.
 */
export function loadSharp(): Promise<typeof Sharp> {
  return (loading ??= import('sharp').then((module) => module.default));
}
