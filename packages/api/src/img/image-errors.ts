/**
 * Messages of the `/img` endpoint. Most are part of the vue-storefront-api 1.12 wire contract (see docs/api.md#images),
 * so they are kept byte-for-byte; the last four are ours, for cases the original answered with a crash or a 500.
 */
export const PARAMETERS_MESSAGE =
  'Please provide following parameters: /img/<type>/<width>/<height>/<action:fit,resize,identify>/<relative_url>';
export const PARAMETERS_OR_QUERY_MESSAGE = `${PARAMETERS_MESSAGE} OR ?url=&width=&height=&action=`;
export const sizeMessage = (limit: number) => `Width and height must have a value between 0 and ${limit}`;
export const UNSUPPORTED_TYPE_MESSAGE = 'Unsupported file type';
export const HOST_NOT_ALLOWED_MESSAGE = 'Host is not allowed';
export const downloadFailedMessage = (url: string) => `Unable to download the requested image ${url}`;

export const INVALID_PATH_MESSAGE = 'Invalid image path';
export const notFoundMessage = (path: string) => `Image not found: ${path}`;
export const unprocessableMessage = (label: string) => `Unable to process the requested image ${label}`;
export const METHOD_NOT_ALLOWED_TEXT = 'Method Not Allowed';
