import { randomBytes } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';

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

/** The outcome of claiming an `order_id` (decision 2 a). */
export type Claim =
  | { kind: 'claimed'; token: string; entityId: number }
  | { kind: 'placed'; row: OrderRow }
  | { kind: 'other-body' }
  | { kind: 'running' };

/**
 * The SQL of orders, synchronous so the placement's final write is one `BEGIN IMMEDIATE` transaction together with
 * the spot bookings, the coupon and the cart. Statements are prepared once.
 */
export class OrderStore {
  private readonly statements: Record<string, Statement>;

  constructor(
    readonly db: Database,
    private readonly now: () => number,
  ) {
    const prepare = (sql: string) => db.prepare(sql);
    this.statements = {
      byOrderId: prepare('SELECT * FROM orders WHERE order_id = ?'),
      insertClaim: prepare(
        `INSERT INTO orders (order_id, fingerprint, state, claim_token, lease_expires_at, created_at, updated_at)
         VALUES (?, ?, 'running', ?, ?, ?, ?) RETURNING entity_id`,
      ),
      takeOver: prepare(
        `UPDATE orders SET claim_token = ?, lease_expires_at = ?, updated_at = ? WHERE entity_id = ? AND state = 'running'`,
      ),
      dropClaim: prepare(`DELETE FROM orders WHERE order_id = ? AND claim_token = ? AND state = 'running'`),
      markPlaced: prepare(
        `UPDATE orders SET state = 'placed', claim_token = NULL, lease_expires_at = NULL, customer_id = @customer_id,
           email = @email, store_code = @store_code, cart_id = @cart_id, currency = @currency, subtotal = @subtotal,
           subtotal_incl_tax = @subtotal_incl_tax, shipping = @shipping, shipping_incl_tax = @shipping_incl_tax,
           discount = @discount, tax = @tax, grand_total = @grand_total, coupon_code = @coupon_code,
           shipping_address = @shipping_address, billing_address = @billing_address,
           shipping_carrier_code = @shipping_carrier_code, shipping_method_code = @shipping_method_code,
           payment_method = @payment_method, payment_reference = @payment_reference,
           listing_details = @listing_details, reply = @reply, created_at = @at, updated_at = @at
         WHERE entity_id = @entity_id`,
      ),
      insertItem: prepare(
        `INSERT INTO order_items (entity_id, sku, parent_sku, name, qty, price, price_incl_tax, row_total,
           row_total_incl_tax, tax_amount, discount_amount, product_type, product_option, option_labels, book_from,
           book_to, is_monthly)
         VALUES (@entity_id, @sku, @parent_sku, @name, @qty, @price, @price_incl_tax, @row_total,
           @row_total_incl_tax, @tax_amount, @discount_amount, @product_type, @product_option, @option_labels,
           @book_from, @book_to, @is_monthly)`,
      ),
      items: prepare('SELECT * FROM order_items WHERE entity_id = ? ORDER BY id'),
      openHolds: prepare('SELECT item_id FROM spot_holds WHERE cart_id = ? AND order_id IS NULL'),
      countOfCustomer: prepare(`SELECT count(*) FROM orders WHERE customer_id = ? AND state = 'placed'`),
      pageOfCustomer: prepare(
        `SELECT * FROM orders WHERE customer_id = ? AND state = 'placed' ORDER BY entity_id DESC LIMIT ? OFFSET ?`,
      ),
    };
  }

  private at = () => new Date(this.now()).toISOString();

  byOrderId = (orderId: string) => this.statements.byOrderId!.get(orderId) as OrderRow | undefined;

  /**
   * Claims `orderId` for one placement, in its own short write transaction: a new key is claimed; a key placed with
   * the same fingerprint answers its stored reply; another fingerprint is another order; a live claim is still
   * running; an expired claim (its process died) is taken over.
   */
  claim(orderId: string, fingerprint: string, leaseMs: number): Claim {
    return this.db
      .transaction((): Claim => {
        const now = this.now();
        const token = randomBytes(12).toString('hex');
        const row = this.byOrderId(orderId);
        if (!row) {
          const entityId = this.statements
            .insertClaim!.pluck()
            .get(orderId, fingerprint, token, now + leaseMs, this.at(), this.at()) as number;
          return { kind: 'claimed', token, entityId };
        }
        if (row.fingerprint !== fingerprint) return { kind: 'other-body' };
        if (row.state === 'placed') return { kind: 'placed', row };
        if ((row.lease_expires_at ?? 0) > now) return { kind: 'running' };
        this.statements.takeOver!.run(token, now + leaseMs, this.at(), row.entity_id);
        return { kind: 'claimed', token, entityId: row.entity_id };
      })
      .immediate();
  }

  /** True while `token` still holds the claim (inside the final write: nobody took it over meanwhile). */
  holdsClaim(orderId: string, token: string): boolean {
    const row = this.byOrderId(orderId);
    return row?.state === 'running' && row.claim_token === token;
  }

  /** A refused placement gives its key back, so a later retry is judged afresh. */
  dropClaim(orderId: string, token: string): void {
    this.statements.dropClaim!.run(orderId, token);
  }

  markPlaced(entityId: number, order: PlacedOrder, reply: unknown): void {
    this.statements.markPlaced!.run({ ...order, entity_id: entityId, reply: JSON.stringify(reply), at: this.at() });
  }

  insertItem(entityId: number, item: NewOrderItem): void {
    this.statements.insertItem!.run({ ...item, entity_id: entityId });
  }

  items = (entityId: number) => this.statements.items!.all(entityId) as OrderItemRow[];

  /** Cart lines holding a place not booked yet. */
  openHolds = (cartId: number) => new Set(this.statements.openHolds!.pluck().all(cartId) as number[]);

  countOfCustomer = (customerId: number) => this.statements.countOfCustomer!.pluck().get(customerId) as number;

  pageOfCustomer = (customerId: number, limit: number, offset: number) =>
    this.statements.pageOfCustomer!.all(customerId, limit, offset) as OrderRow[];
}
