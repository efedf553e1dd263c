import type { Metadata } from 'sharp';
import type { ImageAction } from './parse-image-request.js';

export interface ImageOutput {
  body: Buffer;
  contentType: string;
}

export interface TransformRequest {
  width: number;
  height: number;
  action: ImageAction;
}

/** 100 megapixels is far above any product photo but stops decompression bombs before they take gigabytes. */
const LIMIT_INPUT_PIXELS = 100_000_000;

const WEB_FORMATS = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' } as const;
type WebFormat = keyof typeof WEB_FORMATS;

/**
 * Runs the requested action with sharp. Errors from a corrupt or unreadable image propagate;
 * the caller turns them into an HTTP answer because only it knows which image was asked for.
 */
export async function transformImage(input: Buffer, request: TransformRequest): Promise<ImageOutput> {
  // autoOrient: resizing drops EXIF, so the orientation must be applied to the pixels or photos end up sideways.
  // Loaded by the first image, not at every start of the server (as pg and ioredis are).
  const { default: sharp } = await import('sharp');
  const open = () => sharp(input, { limitInputPixels: LIMIT_INPUT_PIXELS, autoOrient: true });
  const metadata = await open().metadata();
  if (request.action === 'identify') {
    return {
      body: Buffer.from(JSON.stringify(withoutBinaryFields(metadata))),
      contentType: 'application/json; charset=utf-8',
    };
  }

  const format = outputFormat(metadata.format);
  let pipeline = open();
  if (request.width > 0 || request.height > 0) {
    pipeline = pipeline.resize({
      width: request.width || undefined,
      height: request.height || undefined,
      fit: request.action === 'fit' ? 'cover' : 'inside',
      withoutEnlargement: request.action === 'resize',
    });
  }
  const body = await pipeline.toFormat(format).toBuffer();
  return { body, contentType: WEB_FORMATS[format] };
}

/** SVG (and anything else sharp can read but a browser may not) is rasterised to PNG, keeping transparency. */
function outputFormat(input: string): WebFormat {
  return input in WEB_FORMATS ? (input as WebFormat) : 'png';
}

/** EXIF/ICC/XMP blobs would serialise as huge `{type: "Buffer", data: [...]}` arrays and say nothing useful. */
function withoutBinaryFields(metadata: Metadata): Record<string, unknown> {
  return Object.fromEntries(Object.entries(metadata).filter(([, value]) => !Buffer.isBuffer(value)));
}
