/*
 * The part of IndexedDB the backend uses; the DOM lib is not available in core. Handlers take `never` so that the
 * browser's `IDBFactory` (whose handlers expect an `Event`) is assignable to these shapes.
 */

export interface IdbRequestLike<T> {
  readonly result: T;
  readonly error: unknown;
  onsuccess: ((event: never) => unknown) | null;
  onerror: ((event: never) => unknown) | null;
}

export interface IdbOpenRequestLike extends IdbRequestLike<IdbDatabaseLike> {
  onupgradeneeded: ((event: never) => unknown) | null;
  onblocked: ((event: never) => unknown) | null;
}

export interface IdbFactoryLike {
  open(name: string, version?: number): IdbOpenRequestLike;
}

export interface IdbDatabaseLike {
  readonly version: number;
  readonly objectStoreNames: { contains(name: string): boolean };
  createObjectStore(name: string): unknown;
  transaction(
    storeName: string,
    mode: 'readonly' | 'readwrite',
    options?: { durability?: 'default' | 'strict' | 'relaxed' },
  ): IdbTransactionLike;
  close(): void;
  onversionchange: ((event: never) => unknown) | null;
  onclose: ((event: never) => unknown) | null;
}

export interface IdbTransactionLike {
  readonly error: unknown;
  objectStore(name: string): IdbObjectStoreLike;
  oncomplete: ((event: never) => unknown) | null;
  onerror: ((event: never) => unknown) | null;
  onabort: ((event: never) => unknown) | null;
}

export interface IdbCursorLike {
  readonly key: unknown;
  readonly value: unknown;
  continue(): void;
}

export interface IdbObjectStoreLike {
  get(key: string): IdbRequestLike<unknown>;
  put(value: unknown, key: string): IdbRequestLike<unknown>;
  delete(key: string): IdbRequestLike<unknown>;
  clear(): IdbRequestLike<unknown>;
  openCursor(): IdbRequestLike<IdbCursorLike | null>;
}
