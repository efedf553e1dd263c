import { randomBytes } from 'node:crypto';
import { sql } from '../db/sql.js';
import { SqlStore } from '../db/sql-store.js';

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
  /** A booking line's spot's IANA time zone (its period's clock); null for other lines and older rows. */
  time_zone: string | null;
}

/** What a new line stores. */
export type NewCartItem = Omit<CartItemRow, 'item_id' | 'cart_id'>;

/** A guest cart id: 128 random bits as 32 lowercase hex characters, Magento's masked quote id shape. */
export const newMaskedId = (): string => randomBytes(16).toString('hex');

/**
 * The SQL of carts and their lines over the SQL port. A store is bound to one executor: the database for reads
 * outside a transaction, or a transaction (`in(tx)`) so every write of a request commits together with the spot
 * holds.
 */
export class CartStore extends SqlStore {
  byId = (id: number) => this.db.get<CartRow>(sql`SELECT * FROM carts WHERE id = ${id}`);

  byMaskedId = (maskedId: string) => this.db.get<CartRow>(sql`SELECT * FROM carts WHERE masked_id = ${maskedId}`);

  async createGuest(storeCode: string): Promise<CartRow> {
    return (await this.db.get<CartRow>(
      sql`INSERT INTO carts (masked_id, store_code, created_at, updated_at)
          VALUES (${newMaskedId()}, ${storeCode}, ${this.at()}, ${this.at()}) RETURNING *`,
    ))!;
  }

  /** The customer's active cart, made when there is none (call inside a write transaction: one per customer). */
  async activeCustomerCart(customerId: number, storeCode: string): Promise<CartRow> {
    const found = await this.db.get<CartRow>(
      sql`SELECT * FROM carts WHERE customer_id = ${customerId} AND is_active = 1`,
    );
    if (found) return found;
    return (await this.db.get<CartRow>(
      sql`INSERT INTO carts (customer_id, store_code, created_at, updated_at)
          VALUES (${customerId}, ${storeCode}, ${this.at()}, ${this.at()}) RETURNING *`,
    ))!;
  }

  items = (cartId: number) =>
    this.db.all<CartItemRow>(sql`SELECT * FROM cart_items WHERE cart_id = ${cartId} ORDER BY item_id`);

  item = (cartId: number, itemId: number) =>
    this.db.get<CartItemRow>(sql`SELECT * FROM cart_items WHERE cart_id = ${cartId} AND item_id = ${itemId}`);

  async countItems(cartId: number): Promise<number> {
    const row = await this.db.get<{ n: number }>(sql`SELECT count(*) AS n FROM cart_items WHERE cart_id = ${cartId}`);
    return row?.n ?? 0;
  }

  private touch(cartId: number) {
    return this.db.run(sql`UPDATE carts SET updated_at = ${this.at()} WHERE id = ${cartId}`);
  }

  async insertItem(cartId: number, item: NewCartItem): Promise<CartItemRow> {
    await this.touch(cartId);
    const at = this.at();
    return (await this.db.get<CartItemRow>(
      sql`INSERT INTO cart_items (cart_id, sku, parent_sku, name, qty, price, product_type, product_option,
            option_labels, book_from, book_to, is_monthly, spot_sku, time_zone, created_at, updated_at)
          VALUES (${cartId}, ${item.sku}, ${item.parent_sku}, ${item.name}, ${item.qty}, ${item.price},
            ${item.product_type}, ${item.product_option}, ${item.option_labels}, ${item.book_from}, ${item.book_to},
            ${item.is_monthly}, ${item.spot_sku}, ${item.time_zone}, ${at}, ${at}) RETURNING *`,
    ))!;
  }

  async setQty(item: CartItemRow, qty: number, price = item.price): Promise<CartItemRow> {
    await this.touch(item.cart_id);
    return (await this.db.get<CartItemRow>(
      sql`UPDATE cart_items SET qty = ${qty}, price = ${price}, updated_at = ${this.at()}
          WHERE item_id = ${item.item_id} RETURNING *`,
    ))!;
  }

  async deleteItem(item: CartItemRow): Promise<void> {
    await this.touch(item.cart_id);
    await this.db.run(sql`DELETE FROM cart_items WHERE item_id = ${item.item_id}`);
  }

  async setCoupon(cartId: number, code: string | null): Promise<void> {
    await this.db.run(sql`UPDATE carts SET coupon_code = ${code}, updated_at = ${this.at()} WHERE id = ${cartId}`);
  }

  async setShipping(
    cartId: number,
    carrier: string,
    method: string,
    shippingAddress: unknown,
    billingAddress: unknown,
  ): Promise<void> {
    const billing = billingAddress === undefined ? null : JSON.stringify(billingAddress);
    await this.db.run(
      sql`UPDATE carts SET shipping_carrier_code = ${carrier}, shipping_method_code = ${method},
            shipping_address = ${JSON.stringify(shippingAddress ?? null)},
            billing_address = coalesce(${billing}, billing_address), updated_at = ${this.at()}
          WHERE id = ${cartId}`,
    );
  }

  async setMethods(cartId: number, carrier: string | null, method: string | null, payment: string | null) {
    await this.db.run(
      sql`UPDATE carts SET shipping_carrier_code = ${carrier}, shipping_method_code = ${method},
            payment_method = ${payment}, updated_at = ${this.at()}
          WHERE id = ${cartId}`,
    );
  }

  async markMerged(guestCartId: number, into: number): Promise<void> {
    await this.db.run(
      sql`UPDATE carts SET merged_into = ${into}, is_active = 0, updated_at = ${this.at()} WHERE id = ${guestCartId}`,
    );
  }

  /** An ordered cart stops being the shopper's cart: a guest's id answers 404 from now on. */
  async deactivate(cartId: number): Promise<void> {
    await this.db.run(sql`UPDATE carts SET is_active = 0, updated_at = ${this.at()} WHERE id = ${cartId}`);
  }

  mergeKeys = (cart: CartRow): string[] => JSON.parse(cart.merge_keys) as string[];

  async setMergeKeys(cart: CartRow, mergedKeys: readonly string[]): Promise<void> {
    const keys = JSON.stringify(mergedKeys);
    await this.db.run(sql`UPDATE carts SET merge_keys = ${keys}, updated_at = ${this.at()} WHERE id = ${cart.id}`);
  }
}
