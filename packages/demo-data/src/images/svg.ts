import type { ColourOption } from '../attributes/options.js';
import { BANNER_IMAGE_SIZE, PRODUCT_IMAGE_DENSITY, PRODUCT_IMAGE_SIZE, type Shape } from './catalog-images.js';
import { shapeSvg } from './shapes.js';

function mixWithWhite(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16);
  const channel = (shift: number): number => Math.round(((value >> shift) & 255) * (1 - amount) + 255 * amount);
  return `rgb(${channel(16)}, ${channel(8)}, ${channel(0)})`;
}

/** Light backgrounds need a darker detail colour, dark ones a light one. */
function detailFor(hex: string): string {
  const value = parseInt(hex.slice(1), 16);
  const luminance = 0.299 * ((value >> 16) & 255) + 0.587 * ((value >> 8) & 255) + 0.114 * (value & 255);
  return luminance > 150 ? '#4a4a4a' : '#f5f5f5';
}

function background(colour: ColourOption): string {
  // A white product on a near-white tint would vanish; give it a cool grey instead.
  return colour.label === 'White' ? '#d9dee5' : mixWithWhite(colour.hex, 0.82);
}

/** The root of a product-sized picture: drawn in gallery units, rendered at the stored density. */
function productCanvas(body: string): string {
  const { width, height } = PRODUCT_IMAGE_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width * PRODUCT_IMAGE_DENSITY}" height="${height * PRODUCT_IMAGE_DENSITY}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** The product alone: its name belongs in the page's text and the image's alt, never baked into the picture. */
export function productSvg(shape: Shape, colour: ColourOption): string {
  const { width, height } = PRODUCT_IMAGE_SIZE;
  return productCanvas(
    `<rect width="${width}" height="${height}" fill="${background(colour)}"/>${shapeSvg(shape, colour.hex, detailFor(colour.hex))}`,
  );
}

/**
 * Banner artwork only: the storefront lays the title and subtitle over it as text, so they stay translatable,
 * selectable and readable by screen readers.
 */
export function bannerSvg(shape: Shape, colour: ColourOption): string {
  const { width, height } = BANNER_IMAGE_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mixWithWhite(colour.hex, 0.88)}"/><stop offset="1" stop-color="${mixWithWhite(colour.hex, 0.6)}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><g transform="translate(820 40) scale(0.65)">${shapeSvg(shape, colour.hex, detailFor(colour.hex))}</g></svg>`;
}

export function placeholderSvg(): string {
  const { width, height } = PRODUCT_IMAGE_SIZE;
  return productCanvas(
    `<rect width="${width}" height="${height}" fill="#e4e4e4"/><rect x="170" y="240" width="260" height="200" rx="18" fill="none" stroke="#b0b0b0" stroke-width="12"/><circle cx="240" cy="300" r="24" fill="#b0b0b0"/><path d="M182 428 L270 340 L330 400 L370 360 L418 428 Z" fill="#b0b0b0"/>`,
  );
}
