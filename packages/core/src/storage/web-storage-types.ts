/** The part of the Web Storage API that the local-storage backend uses; the DOM lib is not available in core. */
export interface WebStorageLike {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
