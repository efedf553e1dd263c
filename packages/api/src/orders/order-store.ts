import { randomBytes } from 'node:crypto';
import { sql, type SqlExecutor } from '../db/sql.js';
import { SqlStore } from '../db/sql-store.js';

/** A row of `orders` (migration 7). */
export interface OrderRow {
  entity_id: number;
  order_id: string;
  fingerprint: string;
  state: 'running' | 'placed';
  claim_token: string | null;
  lease_expires_at: number | null;
  customer_id: number | null;
  email: string | null;
  store_code: string;
  cart_id: number | null;
  status: string;
  currency: string | null;
  subtotal: number | null;
  subtotal_incl_tax: number | null;
  shipping: number | null;
  shipping_incl_tax: number | null;
  discount: number | null;
  tax: number | null;
  grand_total: number | null;
  coupon_code: string | null;
  shipping_address: string | null;
  billing_address: string | null;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  payment_method: string | null;
  payment_reference: string | null;
  listing_details: string | null;
  reply: string | null;
  created_at: string;
  updated_at: string;
}

/** A row of `order_items`. */
export interface OrderItemRow {
  id: number;
  entity_id: number;
  sku: string;
  parent_sku: string | null;
  name: string;
  qty: number;
  price: number;
  price_incl_tax: number;
  row_total: number;
  row_total_incl_tax: number;
  tax_amount: number;
  discount_amount: number;
  product_type: string;
  product_option: string | null;
  option_labels: string | null;
  book_from: string | null;
  book_to: string | null;
  is_monthly: number;
  /** A booking line's spot's IANA time zone; null for other lines and older rows. */
  time_zone: string | null;
}

export type NewOrderItem = Omit<OrderItemRow, 'id' | 'entity_id'>;

/** What the placement writes on its claimed row when the order is placed. */
export type PlacedOrder = Pick<
  OrderRow,
  | 'customer_id'
  | 'email'
  | 'store_code'
  | 'cart_id'
  | 'currency'
  | 'subtotal'
  | 'subtotal_incl_tax'
  | 'shipping'
  | 'shipping_incl_tax'
  | 'discount'
  | 'tax'
  | 'grand_total'
  | 'coupon_code'
  | 'shipping_address'
  | 'billing_address'
  | 'shipping_carrier_code'
  | 'shipping_method_code'
  | 'payment_method'
  | 'payment_reference'
  | 'listing_details'
>;

/** The outcome of claiming an `order_id` (see docs/behaviour.md#orders-exactly-once). */
export type Claim =
  | { kind: 'claimed'; token: string; entityId: number }
  | { kind: 'placed'; row: OrderRow }
  | { kind: 'other-body' }
  | { kind: 'running' };

/** `FOR UPDATE` where the dialect has row locks (PostgreSQL); SQLite's write transaction already excludes writers. */
export const forUpdate = (db: SqlExecutor) => (db.dialect === 'postgres' ? sql` FOR UPDATE` : sql``);

/** The lock key of one order id's claim and write. */
export const orderLockKey = (orderId: string) => `order:${orderId}`;

/**
 * The SQL of orders over the SQL port. A store is bound to one executor: the database, or the placement's final
 * write transaction (`in(tx)`), which commits together with the spot bookings, the coupon and the cart.
 */
export class OrderStore extends SqlStore {
  byOrderId = (orderId: string) => this.db.get<OrderRow>(sql`SELECT * FROM orders WHERE order_id = ${orderId}`);

  /**
   * Claims `orderId` for one placement, in its own short transaction locked on `order:<id>`: a new key is claimed
   * (the unique `order_id` decides between two processes inserting at once); a key placed with the same fingerprint
   * answers its stored reply; another fingerprint is another order; a live claim is still running; an expired claim
   * (its process died) is taken over by compare-and-set on its old token, so two takers never both win.
   */
  claim(orderId: string, fingerprint: string, leaseMs: number): Promise<Claim> {
    return this.db.transaction(
      async (tx): Promise<Claim> => {
        const now = this.now();
        const token = randomBytes(12).toString('hex');
        const inserted = await tx.get<{ entity_id: number }>(
          sql`INSERT INTO orders (order_id, fingerprint, state, claim_token, lease_expires_at, created_at, updated_at)
              VALUES (${orderId}, ${fingerprint}, 'running', ${token}, ${now + leaseMs}, ${this.at()}, ${this.at()})
              ON CONFLICT (order_id) DO NOTHING RETURNING entity_id`,
        );
        if (inserted) return { kind: 'claimed', token, entityId: inserted.entity_id };
        const row = await tx.get<OrderRow>(sql`SELECT * FROM orders WHERE order_id = ${orderId}${forUpdate(tx)}`);
        if (!row) return { kind: 'running' };
        if (row.fingerprint !== fingerprint) return { kind: 'other-body' };
        if (row.state === 'placed') return { kind: 'placed', row };
        if ((row.lease_expires_at ?? 0) > now) return { kind: 'running' };
        const taken = await tx.run(
          sql`UPDATE orders SET claim_token = ${token}, lease_expires_at = ${now + leaseMs}, updated_at = ${this.at()}
              WHERE entity_id = ${row.entity_id} AND state = 'running' AND claim_token = ${row.claim_token}`,
        );
        if (taken.changes !== 1) return { kind: 'running' };
        return { kind: 'claimed', token, entityId: row.entity_id };
      },
      { locks: [orderLockKey(orderId)] },
    );
  }

  /**
   * True while `token` still holds the claim. Inside the final write, the order's row is read FOR UPDATE first, so
   * no takeover can slip in between this check and the commit.
   */
  async holdsClaim(orderId: string, token: string): Promise<boolean> {
    const row = await this.db.get<Pick<OrderRow, 'state' | 'claim_token'>>(
      sql`SELECT state, claim_token FROM orders WHERE order_id = ${orderId}${forUpdate(this.db)}`,
    );
    return row?.state === 'running' && row.claim_token === token;
  }

  /** A refused placement gives its key back, so a later retry is judged afresh. */
  async dropClaim(orderId: string, token: string): Promise<void> {
    await this.db.run(
      sql`DELETE FROM orders WHERE order_id = ${orderId} AND claim_token = ${token} AND state = 'running'`,
    );
  }

  async markPlaced(entityId: number, order: PlacedOrder, reply: unknown): Promise<void> {
    const at = this.at();
    await this.db.run(
      sql`UPDATE orders SET state = 'placed', claim_token = NULL, lease_expires_at = NULL,
            customer_id = ${order.customer_id}, email = ${order.email}, store_code = ${order.store_code},
            cart_id = ${order.cart_id}, currency = ${order.currency}, subtotal = ${order.subtotal},
            subtotal_incl_tax = ${order.subtotal_incl_tax}, shipping = ${order.shipping},
            shipping_incl_tax = ${order.shipping_incl_tax}, discount = ${order.discount}, tax = ${order.tax},
            grand_total = ${order.grand_total}, coupon_code = ${order.coupon_code},
            shipping_address = ${order.shipping_address}, billing_address = ${order.billing_address},
            shipping_carrier_code = ${order.shipping_carrier_code},
            shipping_method_code = ${order.shipping_method_code}, payment_method = ${order.payment_method},
            payment_reference = ${order.payment_reference}, listing_details = ${order.listing_details},
            reply = ${JSON.stringify(reply)}, created_at = ${at}, updated_at = ${at}
          WHERE entity_id = ${entityId}`,
    );
  }

  async insertItem(entityId: number, item: NewOrderItem): Promise<void> {
    await this.db.run(
      sql`INSERT INTO order_items (entity_id, sku, parent_sku, name, qty, price, price_incl_tax, row_total,
            row_total_incl_tax, tax_amount, discount_amount, product_type, product_option, option_labels, book_from,
            book_to, is_monthly, time_zone)
          VALUES (${entityId}, ${item.sku}, ${item.parent_sku}, ${item.name}, ${item.qty}, ${item.price},
            ${item.price_incl_tax}, ${item.row_total}, ${item.row_total_incl_tax}, ${item.tax_amount},
            ${item.discount_amount}, ${item.product_type}, ${item.product_option}, ${item.option_labels},
            ${item.book_from}, ${item.book_to}, ${item.is_monthly}, ${item.time_zone})`,
    );
  }

  items = (entityId: number) =>
    this.db.all<OrderItemRow>(sql`SELECT * FROM order_items WHERE entity_id = ${entityId} ORDER BY id`);

  /** Cart lines holding a place not booked yet. */
  async openHolds(cartId: number): Promise<Set<number>> {
    const rows = await this.db.all<{ item_id: number }>(
      sql`SELECT item_id FROM spot_holds WHERE cart_id = ${cartId} AND order_id IS NULL`,
    );
    return new Set(rows.map((row) => row.item_id));
  }

  async countOfCustomer(customerId: number): Promise<number> {
    const row = await this.db.get<{ n: number }>(
      sql`SELECT count(*) AS n FROM orders WHERE customer_id = ${customerId} AND state = 'placed'`,
    );
    return row?.n ?? 0;
  }

  pageOfCustomer = (customerId: number, limit: number, offset: number) =>
    this.db.all<OrderRow>(
      sql`SELECT * FROM orders WHERE customer_id = ${customerId} AND state = 'placed'
          ORDER BY entity_id DESC LIMIT ${limit} OFFSET ${offset}`,
    );
}
