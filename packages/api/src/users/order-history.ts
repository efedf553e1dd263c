/** One page of a customer's orders, newest first. */
export interface OrderHistoryPage {
  items: unknown[];
  totalCount: number;
}

export interface OrderHistoryQuery {
  pageSize: number;
  currentPage: number;
}

/**
 * Where `GET /api/user/order-history` reads orders from: by default `orders/sql-order-history.ts`, the orders
 * placed through `POST /api/order` (newest first, `pageSize` per page, `currentPage` from 1).
 */
export interface OrderHistorySource {
  list(customerId: number, query: OrderHistoryQuery): Promise<OrderHistoryPage>;
}

/** A customer without orders (accounts built without the orders module, as in their own tests). */
export const noOrderHistory: OrderHistorySource = {
  list: async () => ({ items: [], totalCount: 0 }),
};
