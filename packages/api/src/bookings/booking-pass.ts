import QRCode from 'qrcode';
import { formatAccessCode } from '@storefront/core';

/**
 * The pass's QR code as an SVG document: what the gate's reader scans is the access code alone (no address, no
 * name), so a photographed pass tells nothing about its owner. Error correction M survives a scuffed phone screen.
 */
export async function passQrSvg(accessCode: string): Promise<string> {
  return QRCode.toString(accessCode, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The code as the pass prints it under the QR code. */
export const passCodeText = (accessCode: string) => formatAccessCode(accessCode);
