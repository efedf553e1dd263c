let bytes: Promise<Buffer> | undefined;

/**
 * A plain light-grey square for shops whose media folder has no placeholder file (an imported catalogue without its
 * images): the shopper sees an empty frame rather than a broken-image icon. Made once, then resized like any source.
 */
export function builtinPlaceholder(): Promise<Buffer> {
  bytes ??= import('sharp').then(({ default: sharp }) =>
    sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 238, g: 238, b: 238 } } })
      .png()
      .toBuffer(),
  );
  return bytes;
}
