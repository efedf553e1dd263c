/**
 * The statuses a back-office user may give an order, and which move is allowed from which status (see
 * docs/back-office.md#orders). A placed order starts `pending`; `complete` and `canceled` are final.
 */
export const ADMIN_ORDER_STATUSES = ['processing', 'complete', 'canceled'] as const;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];

const ALLOWED: Record<string, readonly AdminOrderStatus[]> = {
  pending: ['processing', 'complete', 'canceled'],
  processing: ['complete', 'canceled'],
  complete: [],
  canceled: [],
};

/** Whether an order in status `from` may be moved to `to`. Staying in the same status is not a move. */
export function canMoveOrder(from: string, to: AdminOrderStatus): boolean {
  return (ALLOWED[from] ?? []).includes(to);
}

/** The refusal of a move that `canMoveOrder` does not allow, in the words the back-office shows. */
export function orderMoveRefusal(from: string, to: AdminOrderStatus): string {
  const next = ALLOWED[from] ?? [];
  return next.length === 0
    ? `An order that is ${from} cannot change its status`
    : `An order that is ${from} can only become ${next.join(', ')}, not ${to}`;
}
