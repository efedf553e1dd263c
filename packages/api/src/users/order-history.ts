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
 * Where `GET /api/user/order-history` reads orders from. The checkout issue implements it over the orders table
 * (newest first, `pageSize` per page, `currentPage` from 1); until then every customer has none.
 */
export interface OrderHistorySource {
  list(customerId: number, query: OrderHistoryQuery): Promise<OrderHistoryPage>;
}

export const noOrderHistory: OrderHistorySource = {
  list: async () => ({ items: [], totalCount: 0 }),
};
