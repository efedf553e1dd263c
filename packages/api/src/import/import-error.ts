/** A problem that stops the whole import: nothing is written when one is thrown. */
export class ImportError extends Error {
  override readonly name = 'ImportError';
}
