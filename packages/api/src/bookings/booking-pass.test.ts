import QRCode from 'qrcode';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { passQrSvg } from './booking-pass.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the pass’s QR code', () => {
  it('is drawn once per access code, however often a list of bookings is read', async () => {
    const draw = vi.spyOn(QRCode, 'toString');
    const first = await passQrSvg('7KQ2M9XD4TRB');
    const again = await Promise.all(Array.from({ length: 5 }, () => passQrSvg('7KQ2M9XD4TRB')));
    expect(first).toMatch(/^<svg /);
    expect(again.every((svg) => svg === first)).toBe(true);
    expect(draw).toHaveBeenCalledTimes(1);
    expect(await passQrSvg('22223333444S')).not.toBe(first);
    expect(draw).toHaveBeenCalledTimes(2);
  });
});
