import type { Request } from 'express';
import { ApiError } from '../http/api-error.js';
import type { HostPolicy } from './host-policy.js';
import {
  HOST_NOT_ALLOWED_MESSAGE,
  INVALID_PATH_MESSAGE,
  PARAMETERS_MESSAGE,
  PARAMETERS_OR_QUERY_MESSAGE,
  UNSUPPORTED_TYPE_MESSAGE,
  sizeMessage,
} from './image-errors.js';
import { normaliseMediaPath } from './media-path.js';

export const IMAGE_ACTIONS = ['resize', 'fit', 'identify'] as const;
export type ImageAction = (typeof IMAGE_ACTIONS)[number];

export type ImageSourceRef =
  | { kind: 'placeholder' }
  /** Relative to the media folder, without a leading slash. */
  | { kind: 'media'; path: string }
  | { kind: 'url'; url: URL };

export interface ImageRequest {
  /** 0 means "derive from the other dimension". */
  width: number;
  height: number;
  action: ImageAction;
  source: ImageSourceRef;
}

export interface ParseOptions {
  sizeLimit: number;
  isHostAllowed: HostPolicy;
}

const SUPPORTED_EXTENSIONS = new Set(['gif', 'png', 'jpeg', 'jpg', 'webp', 'svg']);
const NO_SELECTION = 'no_selection';

/**
 * Validates `/:width/:height/:action/<path>` or `?url=&width=&height=&action=` (see docs/api.md#images).
 * Checks run in vue-storefront-api's order (parts, numbers/action, range, host, type) so that a request
 * with several problems gets the same message as before. Throws `ApiError`.
 */
export function parseImageRequest(path: string, query: Request['query'], options: ParseOptions): ImageRequest {
  const fromQuery = query.url !== undefined;
  let rawWidth: unknown;
  let rawHeight: unknown;
  let rawAction: unknown;
  let rest: string | undefined;
  if (fromQuery) {
    ({ width: rawWidth, height: rawHeight, action: rawAction } = query);
  } else {
    // "/300/300/resize/w/t/a.jpg" -> ["", "300", "300", "resize", "w", "t", "a.jpg"]; a trailing slash
    // after the action is an empty image path (placeholder), while no slash at all is too few parts.
    const parts = path.split('/');
    if (parts.length < 5) throw new ApiError(400, PARAMETERS_MESSAGE);
    [, rawWidth, rawHeight, rawAction] = parts;
    rest = parts.slice(4).join('/');
  }

  const width = parseDimension(rawWidth);
  const height = parseDimension(rawHeight);
  if (Number.isNaN(width) || Number.isNaN(height) || !isImageAction(rawAction)) {
    throw new ApiError(400, PARAMETERS_OR_QUERY_MESSAGE);
  }
  if (!inRange(width, options.sizeLimit) || !inRange(height, options.sizeLimit)) {
    throw new ApiError(400, sizeMessage(options.sizeLimit));
  }

  const source = rest === undefined ? parseUrlSource(query.url, options.isHostAllowed) : parsePathSource(rest);
  return { width, height, action: rawAction, source };
}

/** NaN for anything that is not written as a plain decimal number, so "1e3", "0x10" and "" are parameter errors. */
function parseDimension(raw: unknown): number {
  if (typeof raw !== 'string' || !/^[+-]?\d+(\.\d+)?$/.test(raw)) return Number.NaN;
  return Number(raw);
}

function inRange(value: number, limit: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= limit;
}

function isImageAction(value: unknown): value is ImageAction {
  return typeof value === 'string' && (IMAGE_ACTIONS as readonly string[]).includes(value);
}

function parsePathSource(rawPath: string): ImageSourceRef {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    throw new ApiError(400, INVALID_PATH_MESSAGE);
  }
  const path = normaliseMediaPath(decoded);
  if (isPlaceholderPath(path)) return { kind: 'placeholder' };
  assertSupportedType(path);
  return { kind: 'media', path };
}

function parseUrlSource(raw: unknown, isHostAllowed: HostPolicy): ImageSourceRef {
  if (typeof raw !== 'string') throw new ApiError(400, PARAMETERS_OR_QUERY_MESSAGE);
  if (raw === '') return { kind: 'placeholder' };
  const url = toUrl(raw);
  if (url === undefined || !isHostAllowed(url)) throw new ApiError(400, HOST_NOT_ALLOWED_MESSAGE);
  if (isPlaceholderPath(url.pathname)) return { kind: 'placeholder' };
  assertSupportedType(url.pathname);
  return { kind: 'url', url };
}

/** vue-storefront-api decoded `url` once more after Express did; accept such doubly encoded values too. */
function toUrl(raw: string): URL | undefined {
  if (URL.canParse(raw)) return new URL(raw);
  try {
    const decoded = decodeURIComponent(raw);
    return URL.canParse(decoded) ? new URL(decoded) : undefined;
  } catch {
    return undefined;
  }
}

/** Magento stores the literal `no_selection` for "no image"; the storefront may prefix it with a media path. */
function isPlaceholderPath(path: string): boolean {
  const last = path.split('/').filter(Boolean).pop();
  return last === undefined || last === NO_SELECTION;
}

function assertSupportedType(path: string): void {
  const name = path.split('/').pop() ?? '';
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (!SUPPORTED_EXTENSIONS.has(extension)) throw new ApiError(400, UNSUPPORTED_TYPE_MESSAGE);
}
