import type { AdminRole } from '@storefront/core';

/** What the back-office API answers (docs/back-office.md#routes), as far as the screens show it. */
export interface AdminUserView {
  id: number;
  email: string;
  role: AdminRole;
  totp: boolean;
  disabled: boolean;
  createdAt: string;
}

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

export interface OrderAddressView {
  firstname?: string;
  lastname?: string;
  company?: string;
  street?: string[];
  city?: string;
  postcode?: string;
  region?: string;
  country_id?: string;
  telephone?: string;
  email?: string;
}

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
  orders: number;
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

export interface AuditView {
  id: number;
  at: string;
  user: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  client: string;
}
