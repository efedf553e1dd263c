/** docs/behaviour.md#calls, exact wording. */
export const BAD_CONTENT_TYPE_MESSAGE = 'Error with response - bad content-type!';
/** docs/behaviour.md#calls, exact wording. */
export const WRONG_FORMAT_MESSAGE = 'Unhandled error, wrong response format!';

export type SyncTaskErrorCode =
  /** The URL needs `{{cartId}}` and there is no cart yet; nothing was sent. */
  | 'NO_CART_ID'
  /** The URL has a `{{placeholder}}` the task gives no value for; nothing was sent. */
  | 'MISSING_PARAM'
  | 'BAD_CONTENT_TYPE'
  | 'WRONG_FORMAT';

/** A task that failed before producing a `{code, result}` reply. Network failures keep fetch's own error instead. */
export class SyncTaskError extends Error {
  override readonly name = 'SyncTaskError';

  constructor(
    readonly code: SyncTaskErrorCode,
    message: string,
  ) {
    super(message);
  }
}
