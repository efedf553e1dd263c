import { AsyncLocalStorage } from 'node:async_hooks';

export interface OpenTransaction {
  owner: object;
  open: boolean;
}

/** Which transaction (if any) the current async call chain is inside. */
const currentTransaction = new AsyncLocalStorage<OpenTransaction>();

/** Runs `body` marked as inside `state`'s transaction, so a root statement of the same database there is refused. */
export function runInTransaction<T>(state: OpenTransaction, body: () => Promise<T>): Promise<T> {
  return currentTransaction.run(state, body);
}

/**
 * Throws when the caller is inside an open transaction of `owner`: a statement on the database handle there would
 * wait for that very transaction to end (SQLite's mutex, PostgreSQL's row locks or a drained pool), so it is a bug to
 * report at once rather than a deadlock to discover later.
 */
export function refuseInsideOwnTransaction(owner: object): void {
  const open = currentTransaction.getStore();
  if (open?.owner === owner && open.open) {
    throw new Error(
      'A statement on the database was issued inside one of its open transactions: use the transaction handle (tx) ' +
        'passed to the transaction body (the database handle would wait for the transaction to end)',
    );
  }
}

export function checkOpen(state: OpenTransaction): void {
  if (!state.open) throw new Error('This transaction has ended: its handle (tx) can no longer be used');
}
