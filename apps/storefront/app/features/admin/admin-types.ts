import type { AdminUserView, CustomerAddress, HistoryOrderAddress } from '@storefront/core';

export type { AdminUserView, AuditView } from '@storefront/core';

/** What the back-office API answers (docs/back-office.md#routes), as far as the screens show it. */
export interface AdminMe {
  user: AdminUserView;
  requireTotp: boolean;
}

export interface OrderSummaryView {
  number: string;
  orderId: string;
  createdAt: string;
  status: string;
  email: string | null;
  grandTotal: number | null;
  currency: string | null;
  paymentMethod: string | null;
  items: number;
}

/** An order's address as the order stored it: the Magento order address My orders reads too, with its e-mail. */
export type OrderAddressView = HistoryOrderAddress & { email?: string };

export interface OrderDetailView extends OrderSummaryView {
  totals: {
    subtotalInclTax: number | null;
    shippingInclTax: number | null;
    discount: number | null;
    tax: number | null;
    grandTotal: number | null;
    couponCode: string | null;
  };
  shippingAddress: OrderAddressView | null;
  billingAddress: OrderAddressView | null;
  shipping: { carrier: string | null; method: string | null };
  payment: {
    method: string | null;
    reference: string | null;
    refund: { amount: number; currency: string; state: string } | null;
  };
  lines: Array<{
    sku: string;
    name: string;
    qty: number;
    priceInclTax: number | null;
    rowTotalInclTax: number | null;
    bookFrom?: string;
    bookTo?: string;
  }>;
  bookings: Array<{
    id: number;
    sku: string;
    name: string;
    qty: number;
    from: string;
    to: string;
    plate: string | null;
    status: string;
  }>;
  history: Array<{ status: string; from?: string; note: string; at: string; by: string | null }>;
}

export interface ReviewView {
  id: number;
  product_id: number;
  title: string;
  detail: string;
  nickname: string;
  review_status: number;
  created_at?: string;
}

export interface CustomerView {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  createdAt: string;
  locked: boolean;
  /** How many orders the customer placed. */
  orders: number;
}

/** `GET /api/admin/customers/{id}`: the customer, their saved addresses and their newest 100 orders. */
export interface CustomerDetailView extends CustomerView {
  addresses: CustomerAddress[];
  orderList: Array<Pick<OrderSummaryView, 'number' | 'createdAt' | 'status' | 'grandTotal' | 'currency'>>;
}

export interface MailView {
  id: number;
  kind: string;
  to: string;
  subject: string;
  createdAt: string;
  status: 'stored' | 'failed' | 'sent';
  error: string | null;
}

export interface SpotSummaryView {
  sku: string;
  name: string;
  places: number;
  hourlyRate: number;
  monthlyRate: number;
  timeZone: string;
  status: number;
}

export interface SpotDetailView extends SpotSummaryView {
  rules: {
    minMinutes: number;
    maxMinutes: number | null;
    stepMinutes: number;
    bufferMinutes: number;
    openingHours: unknown;
    closedDates: readonly string[];
  };
  /** The spot's own attributes (null: the store's default applies). */
  attributes: Record<string, unknown>;
}

export interface OccupancyView {
  sku: string;
  date: string;
  timeZone: string;
  places: number;
  slotMinutes: number;
  slots: Array<{ from: string; to: string; held: number; booked: number; blocked: number; free: number }>;
}

export interface SpotBookingView {
  id: string;
  orderId: string;
  email: string | null;
  driver: string | null;
  plate: string | null;
  phone: string | null;
  qty: number;
  from: string;
  to: string;
  timeZone: string;
  status: string;
}

export interface SpotBlockView {
  id: number;
  sku: string;
  from: string;
  to: string;
  places: number;
  reason: string;
  createdAt: string;
  removedAt: string | null;
}

export interface ProductView {
  id: number;
  sku: string;
  name: string;
  typeId: string | null;
  price: number | null;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  qty: number | null;
  is_in_stock: boolean | null;
  status: number | null;
  visibility: number | null;
}

export interface CategoryView {
  id: number;
  name: string;
  position?: number;
  is_active?: boolean;
  level?: number;
  parent_id?: number;
}

export interface CmsView {
  id: number;
  identifier?: string;
  title: string;
  content_heading?: string;
  content?: string;
  active?: boolean;
}

export interface CouponView {
  code: string;
  type: string;
  amount: number;
  validFrom: string | null;
  validTo: string | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  timesUsed: number;
  createdAt: string;
  /** Past its end: nothing left to end. */
  ended: boolean;
}

export interface WebhookDeliveryView {
  id: number;
  event: string;
  eventKey: string;
  url: string;
  state: string;
  attempts: number;
  nextAt: string | null;
  lastStatus: number | null;
  lastError: string | null;
  deliveredAt: string | null;
  createdAt: string | null;
}
