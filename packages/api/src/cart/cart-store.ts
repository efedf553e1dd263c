import { randomBytes } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';

/** A row of `carts`. */
export interface CartRow {
  id: number;
  masked_id: string | null;
  customer_id: number | null;
  store_code: string;
  is_active: number;
  coupon_code: string | null;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  payment_method: string | null;
  merged_into: number | null;
  merge_keys: string;
}

/** A row of `cart_items`. */
export interface CartItemRow {
  item_id: number;
  cart_id: number;
  sku: string;
  parent_sku: string | null;
  name: string;
  qty: number;
  price: number;
  product_type: string;
  product_option: string | null;
  option_labels: string | null;
  book_from: string | null;
  book_to: string | null;
  is_monthly: number;
  spot_sku: string | null;
}

/** What a new line stores. */
export type NewCartItem = Omit<CartItemRow, 'item_id' | 'cart_id'>;

/** A guest cart id: 128 random bits as 32 lowercase hex characters, Magento's masked quote id shape. */
export const newMaskedId = (): string => randomBytes(16).toString('hex');

/**
 * The SQL of carts and their lines, synchronous so every write of a request runs inside one
 * `db.transaction(...).immediate()` together with the spot holds. Statements are prepared once.
 */
export class CartStore {
  private readonly statements: Record<string, Statement>;

  constructor(
    readonly db: Database,
    private readonly now: () => number,
  ) {
    const prepare = (sql: string) => db.prepare(sql);
    this.statements = {
      byId: prepare('SELECT * FROM carts WHERE id = ?'),
      byMaskedId: prepare('SELECT * FROM carts WHERE masked_id = ?'),
      activeOfCustomer: prepare('SELECT * FROM carts WHERE customer_id = ? AND is_active = 1'),
      insertGuest: prepare(
        `INSERT INTO carts (masked_id, store_code, created_at, updated_at) VALUES (?, ?, ?, ?) RETURNING *`,
      ),
      insertCustomer: prepare(
        `INSERT INTO carts (customer_id, store_code, created_at, updated_at) VALUES (?, ?, ?, ?) RETURNING *`,
      ),
      touch: prepare('UPDATE carts SET updated_at = ? WHERE id = ?'),
      items: prepare('SELECT * FROM cart_items WHERE cart_id = ? ORDER BY item_id'),
      item: prepare('SELECT * FROM cart_items WHERE cart_id = ? AND item_id = ?'),
      countItems: prepare('SELECT count(*) FROM cart_items WHERE cart_id = ?'),
      insertItem: prepare(
        `INSERT INTO cart_items (cart_id, sku, parent_sku, name, qty, price, product_type, product_option,
           option_labels, book_from, book_to, is_monthly, spot_sku, created_at, updated_at)
         VALUES (@cart_id, @sku, @parent_sku, @name, @qty, @price, @product_type, @product_option,
           @option_labels, @book_from, @book_to, @is_monthly, @spot_sku, @at, @at) RETURNING *`,
      ),
      setQty: prepare('UPDATE cart_items SET qty = ?, price = ?, updated_at = ? WHERE item_id = ? RETURNING *'),
      deleteItem: prepare('DELETE FROM cart_items WHERE item_id = ?'),
      setCoupon: prepare('UPDATE carts SET coupon_code = ?, updated_at = ? WHERE id = ?'),
      setShipping: prepare(
        `UPDATE carts SET shipping_carrier_code = ?, shipping_method_code = ?, shipping_address = ?,
           billing_address = coalesce(?, billing_address), updated_at = ? WHERE id = ?`,
      ),
      setMethods: prepare(
        `UPDATE carts SET shipping_carrier_code = ?, shipping_method_code = ?, payment_method = ?, updated_at = ?
         WHERE id = ?`,
      ),
      markMerged: prepare('UPDATE carts SET merged_into = ?, is_active = 0, updated_at = ? WHERE id = ?'),
      setMergeKeys: prepare('UPDATE carts SET merge_keys = ?, updated_at = ? WHERE id = ?'),
      deactivate: prepare('UPDATE carts SET is_active = 0, updated_at = ? WHERE id = ?'),
    };
  }

  private at = () => new Date(this.now()).toISOString();

  byId = (id: number) => this.statements.byId!.get(id) as CartRow | undefined;
  byMaskedId = (maskedId: string) => this.statements.byMaskedId!.get(maskedId) as CartRow | undefined;

  createGuest(storeCode: string): CartRow {
    return this.statements.insertGuest!.get(newMaskedId(), storeCode, this.at(), this.at()) as CartRow;
  }

  /** The customer's active cart, made when there is none (call inside a write transaction: one per customer). */
  activeCustomerCart(customerId: number, storeCode: string): CartRow {
    const found = this.statements.activeOfCustomer!.get(customerId) as CartRow | undefined;
    return found ?? (this.statements.insertCustomer!.get(customerId, storeCode, this.at(), this.at()) as CartRow);
  }

  items = (cartId: number) => this.statements.items!.all(cartId) as CartItemRow[];
  item = (cartId: number, itemId: number) => this.statements.item!.get(cartId, itemId) as CartItemRow | undefined;
  countItems = (cartId: number) => this.statements.countItems!.pluck().get(cartId) as number;

  insertItem(cartId: number, item: NewCartItem): CartItemRow {
    this.statements.touch!.run(this.at(), cartId);
    return this.statements.insertItem!.get({ ...item, cart_id: cartId, at: this.at() }) as CartItemRow;
  }

  setQty(item: CartItemRow, qty: number, price = item.price): CartItemRow {
    this.statements.touch!.run(this.at(), item.cart_id);
    return this.statements.setQty!.get(qty, price, this.at(), item.item_id) as CartItemRow;
  }

  deleteItem(item: CartItemRow): void {
    this.statements.touch!.run(this.at(), item.cart_id);
    this.statements.deleteItem!.run(item.item_id);
  }

  setCoupon(cartId: number, code: string | null): void {
    this.statements.setCoupon!.run(code, this.at(), cartId);
  }

  setShipping(cartId: number, carrier: string, method: string, shippingAddress: unknown, billingAddress: unknown) {
    this.statements.setShipping!.run(
      carrier,
      method,
      JSON.stringify(shippingAddress ?? null),
      billingAddress === undefined ? null : JSON.stringify(billingAddress),
      this.at(),
      cartId,
    );
  }

  setMethods(cartId: number, carrier: string | null, method: string | null, payment: string | null): void {
    this.statements.setMethods!.run(carrier, method, payment, this.at(), cartId);
  }

  markMerged(guestCartId: number, into: number): void {
    this.statements.markMerged!.run(into, this.at(), guestCartId);
  }

  /** An ordered cart stops being the shopper's cart: a guest's id answers 404 from now on. */
  deactivate(cartId: number): void {
    this.statements.deactivate!.run(this.at(), cartId);
  }

  mergeKeys = (cart: CartRow): string[] => JSON.parse(cart.merge_keys) as string[];

  addMergeKey(cart: CartRow, key: string): void {
    this.statements.setMergeKeys!.run(JSON.stringify([...this.mergeKeys(cart), key]), this.at(), cart.id);
  }
}
