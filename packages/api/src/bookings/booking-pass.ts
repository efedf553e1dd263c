import { formatAccessCode } from '@storefront/core';

/**
 * The passes drawn lately, by access code: a code never changes, and drawing one takes about 0.7 ms of the event
 * loop, which every read of a customer's bookings (My bookings, each reload) would spend again for each pass. About
 * 1 kB each, so at most {@link DRAWN_MAX} of them (some 2 MB) stay in memory.
 */
const drawn = new Map<string, Promise<string>>();
const DRAWN_MAX = 2000;

/** The code as the pass prints it under the QR code. */
export const passCodeText = (accessCode: string) => formatAccessCode(accessCode);

/**
 * The pass's QR code as an SVG document: what the gate's reader scans is the access code alone (no address, no
 * name), so a photographed pass tells nothing about its owner. Error correction M survives a scuffed phone screen.
 */
export function passQrSvg(accessCode: string): Promise<string> {
  const kept = drawn.get(accessCode);
  if (kept) {
    // Most recently used last, so the oldest goes first.
    drawn.delete(accessCode);
    drawn.set(accessCode, kept);
    return kept;
  }
  // Loaded with the first pass drawn, not at every start of the server.
  const svg = import('qrcode').then(({ default: QRCode }) =>
    QRCode.toString(accessCode, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
  );
  drawn.set(accessCode, svg);
  svg.catch(() => drawn.delete(accessCode));
  if (drawn.size > DRAWN_MAX) drawn.delete(drawn.keys().next().value!);
  return svg;
}
