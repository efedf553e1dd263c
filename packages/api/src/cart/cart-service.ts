import {
  canonicalProductOption,
  maxQtyExceeded,
  planGuestCartMerge,
  sameCartLine,
  type CartItemInput,
  type MergeableLine,
} from '@storefront/core';
import type { ApiConfig } from '../config.js';
import type { SqlDatabase, SqlExecutor } from '../db/sql.js';
import { ApiError, badRequest } from '../http/api-error.js';
import { SpotBookingRefused, type SpotHolds, type SpotTerms } from '../spots/spot-holds.js';
import { openHoldsOfCart } from '../spots/sql-spot-holds.js';
import { CartStore, type CartItemRow, type CartRow, type NewCartItem } from './cart-store.js';
import type { CatalogueLine } from './catalogue-line.js';

export const PRICE_UNKNOWN = 'Product price is unknown, product cannot be added to the cart!';
/** Spec, error catalogue. */
export const OUT_OF_STOCK = 'The product is out of stock and cannot be added to the cart!';
export const SPOTS_UNAVAILABLE = 'Parking spots cannot be booked on this server.';
export const priceChanged = (sku: string) => `The price of ${sku} has changed. Please review your cart.`;
export const noSuchItem = (itemId: number) => `The cart doesn't contain the item ${itemId}.`;
/** Only parking spots are booked for a period (see docs/behaviour.md#parking-spots); a period on anything else is a mistake, never ignored. */
export const periodNotForProduct = (sku: string) =>
  `${sku} is not a parking spot: book_from, book_to and is_monthly are only for parking spots.`;

/** Whether a line asks for a booking period (or mode): `is_monthly: false` alone asks for nothing. */
export const asksForPeriod = (line: { book_from?: unknown; book_to?: unknown; is_monthly?: unknown }) =>
  (line.book_from !== undefined && line.book_from !== null) ||
  (line.book_to !== undefined && line.book_to !== null) ||
  line.is_monthly === true;

/** Prices agree when they differ by less than half a cent (see docs/behaviour.md#cart-prices-on-the-server). */
const PRICE_TOLERANCE = 0.005;

type Line = CartItemInput & { qty: number };

/** One write of one line: the row (found or just inserted), its new quantity, and what the shopper sent. */
interface LineWrite {
  cart: CartRow;
  row: CartItemRow;
  qty: number;
  line: CatalogueLine | undefined;
  input: Line;
  client: string;
  /** The unit price known before the write (a product's, from the catalogue); a booking's comes from its hold. */
  price: number | undefined;
  /** The row was just inserted with this quantity (and, for a product, its price). */
  inserted: boolean;
}

/** What a cart write does for one kind of line (product, booking): the service picks the kind, never branches. */
interface LineKind {
  /** Inside the write, first: the cart's lines as this write may see them. */
  settle(store: CartStore, tx: SqlExecutor, cart: CartRow): Promise<CartItemRow[]>;
  /** Inside the write: gives the row its quantity and price. */
  write(store: CartStore, tx: SqlExecutor, write: LineWrite): Promise<CartItemRow>;
  /** Inside the write, before the row is deleted. */
  release(tx: SqlExecutor, cart: CartRow, row: CartItemRow): Promise<void>;
}

/** A row or a request as core's merge rule compares lines. */
const mergeable = (
  sku: string,
  booking: { book_from?: string | null; book_to?: string | null; is_monthly?: boolean },
  productOption: string | null,
  qty: number,
): MergeableLine => ({
  sku,
  book_from: booking.book_from,
  book_to: booking.book_to,
  is_monthly: booking.is_monthly,
  qty,
  options: canonicalProductOption(productOption),
});

const rowLine = (row: CartItemRow) =>
  mergeable(
    row.sku,
    { book_from: row.book_from, book_to: row.book_to, is_monthly: row.is_monthly === 1 },
    row.product_option,
    row.qty,
  );

/**
 * The cart writes. Each public method is ONE transaction (`write`, locked on `cart:<id>`): the spot holds are taken
 * inside it under their spots' locks, so the availability check and the line commit together, and any refusal leaves
 * the cart as it was.
 */
export class CartService {
  readonly store: CartStore;

  constructor(
    readonly db: SqlDatabase,
    private readonly config: ApiConfig,
    private readonly now: () => number,
    /** The parking spots' holds; undefined until the spots module is wired (spot products are then refused). */
    private readonly spots: SpotHolds | undefined,
  ) {
    this.store = new CartStore(db, now);
  }

  /**
   * One write transaction over `tx`'s store; a spot refusal becomes the shopper's error. `locks`: the cart's key
   * (`cart:<id>`), so two requests on one cart run one after the other on PostgreSQL too.
   */
  async write<T>(work: (store: CartStore, tx: SqlExecutor) => Promise<T>, locks: readonly string[] = []): Promise<T> {
    try {
      return await this.db.transaction((tx) => work(this.store.in(tx), tx), { locks });
    } catch (error) {
      if (error instanceof SpotBookingRefused) throw new ApiError(error.status, error.message);
      throw error;
    }
  }

  /** A write of one cart: locked on it. */
  private writeCart<T>(cart: CartRow, work: (store: CartStore, tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.write(work, [cartLockKey(cart.id)]);
  }

  createGuest(storeCode: string): Promise<CartRow> {
    return this.write((store) => store.createGuest(storeCode));
  }

  /** One active cart per customer: the check and the insert run under the customer's lock. */
  customerCart(customerId: number, storeCode: string): Promise<CartRow> {
    return this.write((store) => store.activeCustomerCart(customerId, storeCode), [`customer:${customerId}`]);
  }

  /** The unit price of a plain (non-spot) line: the catalogue's, which a caller's price must match. */
  private plainPrice(line: CatalogueLine, input: Line): number {
    const price = line.price;
    if (price === null || (price <= 0 && !this.config.cart.allowZeroPrice)) throw badRequest(PRICE_UNKNOWN);
    if (input.price !== undefined && Math.abs(input.price - price) > PRICE_TOLERANCE)
      throw badRequest(priceChanged(line.sku));
    return price;
  }

  /**
   * What a write does for one kind of line. A product line is priced from the catalogue before the write and its
   * writes touch no parking hold; a booking line is priced by the hold it takes, and writing it renews the cart's
   * other holds too (only progress on a booking keeps places: docs/security.md, "What renews a hold").
   */
  private kindOf(spotSku: string | null | undefined): LineKind {
    return spotSku ? this.bookingKind : this.productKind;
  }

  private readonly productKind: LineKind = {
    settle: async (store, tx, cart) => {
      const rows = await store.items(cart.id);
      if (!this.spots || !rows.some((row) => row.spot_sku !== null)) return rows;
      // Renews nothing; a booking whose place went to someone else still goes, as on a read.
      return this.dropLost(store, tx, cart, await this.spots.lostLines(tx, cart.id, this.now()), rows);
    },
    write: async (store, _tx, { row, qty, price, inserted }) => (inserted ? row : store.setQty(row, qty, price)),
    release: async () => undefined,
  };

  private readonly bookingKind: LineKind = {
    settle: (store, tx, cart) => this.renewSpots(store, tx, cart),
    write: async (store, tx, { cart, row, qty, line, input, client }) => {
      if (!line?.spot || !this.spots) throw badRequest(SPOTS_UNAVAILABLE);
      if (input.book_from === undefined || input.book_to === undefined)
        throw badRequest('A parking spot is booked for a period: cartItem.book_from and cartItem.book_to are required');
      const held = await this.spots.holdLine(
        tx,
        {
          cartId: cart.id,
          itemId: row.item_id,
          spot: line.spot,
          bookFrom: input.book_from,
          bookTo: input.book_to,
          isMonthly: input.is_monthly === true,
          qty,
          price: input.price,
          sgn: input.sgn,
          client,
        },
        this.now(),
      );
      return store.setQty(row, qty, held.price);
    },
    release: (tx, cart, row) => this.spots?.releaseLine(tx, cart.id, row.item_id) ?? Promise.resolve(),
  };

  /**
   * Adds a line, or raises the quantity of the same booking with the same options. `client`: the address asking,
   * whose parking holds across its carts are capped.
   */
  async add(cart: CartRow, input: Line, line: CatalogueLine, client: string): Promise<CartItemRow> {
    if (line.bookable && line.spot === undefined) throw badRequest(SPOTS_UNAVAILABLE);
    if (!line.bookable && asksForPeriod(input)) throw badRequest(periodNotForProduct(line.sku));
    // A spot's availability is its free places over the period (the spots module), not a catalogue stock flag.
    if (line.outOfStock && !line.bookable) throw badRequest(OUT_OF_STOCK);
    const spotSku = line.spot === undefined ? null : line.sku;
    const kind = this.kindOf(spotSku);
    const productOption = input.product_option ? JSON.stringify(input.product_option) : null;
    const plainPrice = spotSku ? undefined : this.plainPrice(line, input);
    return this.writeCart(cart, async (store, tx) => {
      const rows = await kind.settle(store, tx, cart);
      const write = { cart, line, input, client, price: plainPrice };
      const wanted = mergeable(line.sku, input, productOption, input.qty);
      const existing = rows.find((row) => sameCartLine(rowLine(row), wanted));
      if (existing) {
        const qty = existing.qty + input.qty;
        if (qty > this.config.cart.maxQty) throw badRequest(maxQtyExceeded(this.config.cart.maxQty));
        return kind.write(store, tx, { ...write, row: existing, qty, inserted: false });
      }
      if (rows.length >= this.config.cart.maxLines)
        throw badRequest(`A cart holds at most ${this.config.cart.maxLines} lines.`);
      const item: NewCartItem = {
        sku: line.sku,
        parent_sku: line.parentSku,
        name: line.name,
        qty: input.qty,
        price: plainPrice ?? 0,
        product_type: line.productType,
        product_option: productOption,
        option_labels: line.labels.length > 0 ? JSON.stringify(line.labels) : null,
        book_from: input.book_from ?? null,
        book_to: input.book_to ?? null,
        is_monthly: input.is_monthly ? 1 : 0,
        spot_sku: spotSku,
        time_zone: line.spot?.timeZone ?? null,
      };
      const inserted = await store.insertItem(cart.id, item);
      return kind.write(store, tx, { ...write, row: inserted, qty: inserted.qty, inserted: true });
    });
  }

  /** Sets the quantity of one line of the cart (`cartItem.item_id`). */
  setQty(
    cart: CartRow,
    itemId: number,
    input: Line,
    line: CatalogueLine | undefined,
    client: string,
  ): Promise<CartItemRow> {
    return this.writeCart(cart, async (store, tx) => {
      const found = await store.item(cart.id, itemId);
      if (!found) throw new ApiError(404, noSuchItem(itemId));
      if (found.spot_sku === null && asksForPeriod(input)) throw badRequest(periodNotForProduct(found.sku));
      const kind = this.kindOf(found.spot_sku);
      const rows = await kind.settle(store, tx, cart);
      const row = rows.find((candidate) => candidate.item_id === itemId);
      if (!row) throw new ApiError(404, noSuchItem(itemId));
      // A booking keeps its period: only the quantity changes.
      const booking: Line = {
        ...input,
        book_from: row.book_from ?? undefined,
        book_to: row.book_to ?? undefined,
        is_monthly: row.is_monthly === 1,
        price: input.price ?? row.price,
      };
      return kind.write(store, tx, {
        cart,
        row,
        qty: input.qty,
        line,
        input: booking,
        client,
        price: undefined,
        inserted: false,
      });
    });
  }

  remove(cart: CartRow, itemId: number): Promise<void> {
    return this.writeCart(cart, async (store, tx) => {
      const row = await store.item(cart.id, itemId);
      if (!row) throw new ApiError(404, noSuchItem(itemId));
      await this.kindOf(row.spot_sku).release(tx, cart, row);
      await store.deleteItem(row);
    });
  }

  /**
   * The lines of a cart, as a read: its spot holds are NOT renewed (reading keeps no place; docs/security.md). A line
   * whose place went to someone else while its hold had expired is removed, so the cart never shows a booking it
   * cannot have.
   */
  async items(cart: CartRow): Promise<CartItemRow[]> {
    const rows = await this.store.items(cart.id);
    const spots = this.spots;
    if (!spots || !rows.some((row) => row.spot_sku !== null)) return rows;
    if ((await spots.lostLines(this.db, cart.id, this.now())).length === 0) return rows;
    return this.writeCart(cart, async (store, tx) =>
      this.dropLost(store, tx, cart, await spots.lostLines(tx, cart.id, this.now())),
    );
  }

  /** When each live spot hold of the cart ends, by line id: a read, it renews nothing. */
  async holdExpiries(cart: CartRow): Promise<Map<number, number>> {
    if (!this.spots) return new Map();
    const now = this.now();
    const holds = await openHoldsOfCart(this.db, cart.id);
    return new Map(holds.filter((hold) => hold.expiresAt > now).map((hold) => [hold.itemId, hold.expiresAt]));
  }

  /**
   * The lines of a cart at a step of its checkout (shipping information, totals with the chosen methods): the
   * shopper is about to pay, so the spot holds are renewed, within their life.
   */
  async renew(cart: CartRow): Promise<CartItemRow[]> {
    const rows = await this.store.items(cart.id);
    if (!this.spots || !rows.some((row) => row.spot_sku !== null)) return rows;
    return this.writeCart(cart, (store, tx) => this.renewSpots(store, tx, cart));
  }

  /** Inside a write: renews the cart's spot holds and drops the lines whose place is gone; the lines left. */
  private async renewSpots(store: CartStore, tx: SqlExecutor, cart: CartRow): Promise<CartItemRow[]> {
    const rows = await store.items(cart.id);
    if (!this.spots || !rows.some((row) => row.spot_sku !== null)) return rows;
    return this.dropLost(store, tx, cart, await this.spots.renewCart(tx, cart.id, this.now()), rows);
  }

  /** Inside a write: removes the lines (and holds) whose place is gone; the lines left. */
  private async dropLost(
    store: CartStore,
    tx: SqlExecutor,
    cart: CartRow,
    lostIds: readonly number[],
    given?: CartItemRow[],
  ): Promise<CartItemRow[]> {
    const lost = new Set(lostIds);
    const rows = given ?? (await store.items(cart.id));
    if (!this.spots) return rows;
    for (const row of rows)
      if (lost.has(row.item_id)) {
        await this.spots.releaseLine(tx, cart.id, row.item_id);
        await store.deleteItem(row);
      }
    return lost.size > 0 ? store.items(cart.id) : rows;
  }

  /**
   * Moves a guest cart's lines into the customer's cart by core's merge rule (`planGuestCartMerge`): the same line adds
   * quantities, anything else becomes a new line; spot lines move with their holds. The guest cart is then marked
   * merged (it answers 404) and its id is recorded as a merge key, so a repeated merge changes nothing.
   */
  async merge(
    customerCart: CartRow,
    guestMaskedId: string,
    spotTerms: ReadonlyMap<string, SpotTerms>,
    client: string,
  ): Promise<CartItemRow[]> {
    const guestCart = await this.store.byMaskedId(guestMaskedId);
    const locks = [customerCart.id, ...(guestCart ? [guestCart.id] : [])].map(cartLockKey);
    return this.write(async (store, tx) => {
      const fresh = (await store.byId(customerCart.id))!;
      const guest = await store.byMaskedId(guestMaskedId);
      const withRow = (row: CartItemRow) => ({ ...rowLine(row), row });
      const plan = planGuestCartMerge({
        guestCartId: guestMaskedId,
        guestLines: guest ? (await store.items(guest.id)).map(withRow) : [],
        customerLines: (await store.items(fresh.id)).map(withRow),
        mergedKeys: store.mergeKeys(fresh),
        maxQty: this.config.cart.maxQty,
      });
      // Already merged into this cart: the guest cart is closed by now, and the answer is the cart as it stands.
      if (!plan) return store.items(fresh.id);
      if (!guest || guest.is_active !== 1 || guest.merged_into !== null)
        throw new ApiError(404, `No such entity with cartId = ${guestMaskedId}`);
      for (const step of plan.steps)
        await this.mergeLine(store, tx, fresh, guest, step.guest.row, step.into?.row, step.qty, spotTerms, client);
      await store.markMerged(guest.id, fresh.id);
      await store.setMergeKeys(fresh, plan.mergedKeys);
      return store.items(fresh.id);
    }, locks);
  }

  private async mergeLine(
    store: CartStore,
    tx: SqlExecutor,
    into: CartRow,
    guest: CartRow,
    row: CartItemRow,
    existing: CartItemRow | undefined,
    qty: number,
    spotTerms: ReadonlyMap<string, SpotTerms>,
    client: string,
  ): Promise<void> {
    if (!existing && (await store.countItems(into.id)) >= this.config.cart.maxLines) return;
    const { item_id: _guestItemId, cart_id: _guestCartId, ...copy } = row;
    // A savepoint per line: a place the customer cannot get keeps the rest of the merge (PostgreSQL would otherwise
    // abort the whole transaction on the refused statement).
    try {
      await tx.transaction(async (line) => {
        const lineStore = store.in(line);
        const target = existing ?? (await lineStore.insertItem(into.id, copy));
        if (row.spot_sku === null) return lineStore.setQty(target, qty);
        const spot = spotTerms.get(row.spot_sku);
        if (!this.spots || !spot) throw new SpotBookingRefused(SPOTS_UNAVAILABLE);
        await this.spots.releaseLine(line, guest.id, row.item_id);
        const request = {
          cartId: into.id,
          itemId: target.item_id,
          spot,
          bookFrom: row.book_from!,
          bookTo: row.book_to!,
          isMonthly: row.is_monthly === 1,
          qty,
          price: row.price,
          sgn: undefined,
          client,
        };
        return lineStore.setQty(target, qty, (await this.spots.holdLine(line, request, this.now())).price);
      });
    } catch (error) {
      if (!(error instanceof SpotBookingRefused)) throw error;
    }
  }
}

/** The lock key of one cart's writes. */
export const cartLockKey = (cartId: number) => `cart:${cartId}`;
