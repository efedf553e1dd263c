import type { SqlExecutor } from '../db/sql.js';

/** One spot booking line of an order being written, as the order placement hands it to the bookings. */
export interface OrderBookingLine {
  cartId: number;
  cartItemId: number;
  sku: string;
  name: string;
  qty: number;
  isMonthly: boolean;
  /** What the line cost, tax included. */
  rowTotalInclTax: number;
}

/** The spot lines of an order, and what the bookings keep of the order. */
export interface OrderBookings {
  orderId: string;
  entityId: number;
  customerId: number | null;
  email: string | null;
  storeCode: string;
  currency: string;
  paymentMethod: string;
  paymentReference: string | null;
  /** The checkout's listing details (the driver), whatever shape they came in. */
  listing: unknown;
  lines: OrderBookingLine[];
  /** Each spot's time zone by sku, read before the write (`timeZonesOf`): the catalogue is not read inside it. */
  timeZones: Record<string, string>;
}

/**
 * What the order placement asks of the bookings (`bookings/booking-service.ts` answers it): the order knows no more
 * of them, so the arrow runs from the bookings to the orders only.
 */
export interface OrderBookingsRecorder {
  /** Before the order's write: the time zones of the spots booked, by sku. */
  timeZonesOf(skus: readonly string[], storeCode: string): Promise<Record<string, string>>;
  /** Inside the order's write transaction, after its holds became bookings. */
  recordOrder(tx: SqlExecutor, order: OrderBookings): Promise<void>;
  /** The parking passes the order's confirmation mail carries. */
  confirmationSections(orderId: string): Promise<{ text: string; html: string } | undefined>;
}
