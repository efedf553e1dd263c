import {
  instantOfLocal,
  parseBookingInstant,
  placesFree,
  spotAttributeProblems,
  spotTermsOf,
  type AdminSpotBlockBody,
  type AdminSpotChangeBody,
  type CatalogSource,
  type SpotDefaults,
  type SpotTerms,
  type TakenPlaces,
} from '@storefront/core';
import type { CatalogRepository } from '../db/catalog-repository.js';
import { sql, type SqlDatabase, type SqlExecutor } from '../db/sql.js';
import { ApiError } from '../http/api-error.js';
import { isSpotCapacityExceeded } from '../spots/spot-capacity-guard.js';
import { withSpotLocks } from '../spots/spot-locks.js';
import { freePlacesFor } from '../spots/taken-places.js';
import { auditingUpdate, recordAudit, type AdminActor } from './audit.js';
import { listProductSources, productBySku, type ProductListQuery } from './catalog-lookup.js';

/** The `order_id` a block's row of `spot_holds` carries: never an order's (a number), so no order path meets it. */
export const blockHoldOrderId = (blockId: number) => `block:${blockId}`;
/** The `cart_id` of a block's row: no cart has id 0. */
const BLOCK_CART_ID = 0;

export const spotBlockTooLarge = (free: number) =>
  `Only ${free} place${free === 1 ? ' is' : 's are'} free over that period: cancel or move bookings first, or block fewer`;

interface BlockRow {
  id: number;
  spot_sku: string;
  from_ms: number;
  to_ms: number;
  places: number;
  reason: string;
  admin_user_id: number | null;
  created_at: number;
  removed_at: number | null;
}

const blockView = (row: BlockRow) => ({
  id: Number(row.id),
  sku: row.spot_sku,
  from: new Date(Number(row.from_ms)).toISOString(),
  to: new Date(Number(row.to_ms)).toISOString(),
  places: Number(row.places),
  reason: row.reason,
  createdAt: new Date(Number(row.created_at)).toISOString(),
  removedAt: row.removed_at === null ? null : new Date(Number(row.removed_at)).toISOString(),
});
export type SpotBlockView = ReturnType<typeof blockView>;

/** The catalogue attributes `PATCH /spots/{sku}` changes (adminSpotChangeBodySchema's keys). */
const SPOT_ATTRIBUTES = [
  'places',
  'hourly_rate',
  'monthly_rate',
  'time_zone',
  'booking_min_minutes',
  'booking_max_minutes',
  'booking_step_minutes',
  'booking_buffer_minutes',
  'opening_hours',
  'closed_dates',
] as const;

/** One slot of a spot's day: the most places each kind takes at one instant of it, and the places left. */
export interface OccupancySlot {
  from: string;
  to: string;
  held: number;
  booked: number;
  blocked: number;
  free: number;
}

interface CountedRow extends TakenPlaces {
  kind: 'held' | 'booked' | 'blocked';
}

/**
 * Spots in the back-office (docs/back-office.md#spots-and-blocks): a day's occupancy, the bookings, blocks and the
 * spot's own attributes. A block is a row of `spot_holds` shaped like a booking (migration 20), so every count of
 * places, and the database's capacity guard, counts it with no change of theirs.
 */
export class AdminSpots {
  constructor(
    private readonly db: SqlDatabase,
    private readonly catalog: CatalogRepository,
    private readonly index: string,
    private readonly defaults: SpotDefaults,
    private readonly now: () => number,
  ) {}

  private async spot(
    executor: SqlExecutor,
    sku: string,
  ): Promise<{ id: string; source: CatalogSource; spot: SpotTerms }> {
    const product = await productBySku(this.db, executor, this.index, sku);
    const spot = product && spotTermsOf(product.source, this.defaults);
    if (!product || !spot) throw new ApiError(404, `No parking spot ${sku}`);
    return { ...product, spot };
  }

  /** `GET /spots`: a page of the parking spots (products with an hourly rate) with their places, rates and clock. */
  async list(query: ProductListQuery) {
    const { total, items } = await listProductSources(this.db, this.index, query, true);
    return {
      total,
      items: items.flatMap((source) => {
        const spot = spotTermsOf(source, this.defaults);
        return spot
          ? [
              {
                sku: spot.sku,
                name: typeof source.name === 'string' ? source.name : spot.sku,
                places: spot.places,
                hourlyRate: spot.hourlyRate,
                monthlyRate: spot.monthlyRate,
                timeZone: spot.timeZone,
                status: source.status ?? 1,
              },
            ]
          : [];
      }),
    };
  }

  /** The spot's terms as the shop counts them, and its catalogue attributes. */
  async detail(sku: string) {
    const { spot, source } = await this.spot(this.db, sku);
    return {
      ...spot,
      name: source.name ?? sku,
      status: source.status ?? 1,
      // The spot's own attributes as its edit form shows them (null: the store's default applies).
      attributes: Object.fromEntries(SPOT_ATTRIBUTES.map((key) => [key, source[key] ?? null])),
    };
  }

  async blocks(sku: string, includeRemoved: boolean): Promise<SpotBlockView[]> {
    await this.spot(this.db, sku);
    const rows = await this.db.all<BlockRow>(
      sql`SELECT * FROM spot_blocks WHERE spot_sku = ${sku} ${includeRemoved ? sql`` : sql`AND removed_at IS NULL`}
          ORDER BY from_ms, id`,
    );
    return rows.map(blockView);
  }

  /**
   * Blocks `places` of the spot over `[from, to)`, under the spot's lock: counted like a booking, so it is refused
   * (409) when fewer places are free then (bookings and live holds stay; the back-office cancels or moves them), and
   * once written it takes its places from every shopper's availability, hold, order and extension at once.
   */
  async addBlock(sku: string, body: AdminSpotBlockBody, actor: AdminActor): Promise<SpotBlockView> {
    const fromMs = parseBookingInstant(body.from)!;
    const toMs = parseBookingInstant(body.to)!;
    const at = this.now();
    if (toMs <= at) throw new ApiError(400, 'The period is over already');
    try {
      return await this.db.transaction(async (tx) => {
        const { spot } = await this.spot(tx, sku);
        if (body.places > spot.places)
          throw new ApiError(400, `The spot has ${spot.places} place${spot.places === 1 ? '' : 's'}`);
        return withSpotLocks(tx, [spot.sku], async (locked) => {
          const free = await freePlacesFor(
            locked,
            { sku: spot.sku, places: spot.places, bufferMs: 0 },
            { fromMs, toMs },
            at,
          );
          if (free < body.places) throw new ApiError(409, spotBlockTooLarge(free));
          const inserted = await locked.get<{ id: number }>(
            sql`INSERT INTO spot_blocks (spot_sku, from_ms, to_ms, places, reason, admin_user_id, created_at)
                VALUES (${spot.sku}, ${fromMs}, ${toMs}, ${body.places}, ${body.reason}, ${actor.userId}, ${at})
                RETURNING id`,
          );
          const id = Number(inserted!.id);
          const hold = await locked.get<{ id: number }>(
            sql`INSERT INTO spot_holds (spot_sku, cart_id, item_id, qty, places, from_ms, to_ms, expires_at, order_id,
                  created_at, buffer_ms, time_zone)
                VALUES (${spot.sku}, ${BLOCK_CART_ID}, ${id}, ${body.places}, ${spot.places}, ${fromMs}, ${toMs}, NULL,
                  ${blockHoldOrderId(id)}, ${at}, 0, ${spot.timeZone})
                RETURNING id`,
          );
          await locked.run(sql`UPDATE spot_blocks SET hold_id = ${Number(hold!.id)} WHERE id = ${id}`);
          const row = (await locked.get<BlockRow>(sql`SELECT * FROM spot_blocks WHERE id = ${id}`))!;
          const view = blockView(row);
          await recordAudit(
            locked,
            actor,
            { action: 'spot.block', targetType: 'spot', targetId: spot.sku, before: null, after: view },
            at,
          );
          return view;
        });
      });
    } catch (error) {
      // The database's own guard, for a writer that raced past the count (it cannot under the lock, but says so).
      if (isSpotCapacityExceeded(error)) throw new ApiError(409, spotBlockTooLarge(0));
      throw error;
    }
  }

  /** Ends a block: its places are free again at once; the block stays listed with `removedAt`. */
  async removeBlock(sku: string, id: string, actor: AdminActor): Promise<SpotBlockView> {
    if (!/^\d{1,15}$/.test(id)) throw new ApiError(404, `No block ${id} of spot ${sku}`);
    const at = this.now();
    return this.db.transaction(async (tx) => {
      const row = await tx.get<BlockRow & { hold_id: number | null }>(
        sql`SELECT * FROM spot_blocks WHERE id = ${Number(id)} AND spot_sku = ${sku}`,
      );
      if (!row) throw new ApiError(404, `No block ${id} of spot ${sku}`);
      if (row.removed_at !== null) return blockView(row);
      return withSpotLocks(tx, [sku], async (locked) => {
        await locked.run(sql`DELETE FROM spot_holds WHERE order_id = ${blockHoldOrderId(Number(row.id))}`);
        await locked.run(sql`UPDATE spot_blocks SET removed_at = ${at}, hold_id = NULL WHERE id = ${Number(row.id)}`);
        const view = blockView({ ...row, removed_at: at });
        await recordAudit(
          locked,
          actor,
          { action: 'spot.unblock', targetType: 'spot', targetId: sku, before: blockView(row), after: view },
          at,
        );
        return view;
      });
    });
  }

  /**
   * A day of the spot on its own clock (`date` is the local date; a day the clocks change has 23 or 25 hours), in
   * slots of `slotMinutes`: for each, the most places held (open holds of carts), booked, and blocked at one instant,
   * and the places free for the whole slot, counted as a shopper's availability counts (buffers included).
   */
  async occupancy(sku: string, date: string, slotMinutes: number) {
    const { spot } = await this.spot(this.db, sku);
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const start = instantOfLocal({ year, month, day, hour: 0, minute: 0 }, spot.timeZone);
    const next = new Date(Date.UTC(year, month - 1, day + 1));
    const end = instantOfLocal(
      { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate(), hour: 0, minute: 0 },
      spot.timeZone,
    );
    if (!Number.isFinite(start) || !(end > start)) throw new ApiError(400, 'date is not a day of the calendar');
    const now = this.now();
    const rows = await this.db.all<{ fromMs: number; toMs: number; qty: number; order_id: string | null }>(
      sql`SELECT from_ms - buffer_ms / 2 AS "fromMs", to_ms + buffer_ms / 2 AS "toMs", qty, order_id
          FROM spot_holds
          WHERE spot_sku = ${spot.sku} AND from_ms - buffer_ms / 2 < ${end} AND to_ms + buffer_ms / 2 > ${start}
            AND (order_id IS NOT NULL OR expires_at > ${now})`,
    );
    const counted: CountedRow[] = rows.map((row) => ({
      fromMs: Number(row.fromMs),
      toMs: Number(row.toMs),
      qty: Number(row.qty),
      kind: row.order_id === null ? 'held' : row.order_id.startsWith('block:') ? 'blocked' : 'booked',
    }));
    const peak = (kind: CountedRow['kind'], slot: { fromMs: number; toMs: number }) =>
      Number.MAX_SAFE_INTEGER -
      placesFree(
        Number.MAX_SAFE_INTEGER,
        counted.filter((row) => row.kind === kind),
        slot,
      );
    const slots: OccupancySlot[] = [];
    for (let from = start; from < end; from += slotMinutes * 60_000) {
      const slot = { fromMs: from, toMs: Math.min(end, from + slotMinutes * 60_000) };
      slots.push({
        from: new Date(slot.fromMs).toISOString(),
        to: new Date(slot.toMs).toISOString(),
        held: peak('held', slot),
        booked: peak('booked', slot),
        blocked: peak('blocked', slot),
        free: placesFree(spot.places, counted, slot),
      });
    }
    return { sku: spot.sku, date, timeZone: spot.timeZone, places: spot.places, slotMinutes, slots };
  }

  /** The spot's bookings (newest period first), with the driver's plate and the order's contact. */
  async bookings(
    sku: string,
    filter: { date?: string | undefined; status?: 'booked' | 'cancelled' | undefined },
    page: { page: number; pageSize: number },
  ) {
    const { spot } = await this.spot(this.db, sku);
    let where = sql`b.spot_sku = ${spot.sku}`;
    if (filter.status) where = sql`${where} AND b.status = ${filter.status}`;
    if (filter.date) {
      const [year, month, day] = filter.date.split('-').map(Number) as [number, number, number];
      const start = instantOfLocal({ year, month, day, hour: 0, minute: 0 }, spot.timeZone);
      const end = start + 24 * 3600_000;
      where = sql`${where} AND b.from_ms < ${end} AND b.to_ms > ${start}`;
    }
    const total = await this.db.get<{ n: number }>(sql`SELECT COUNT(*) AS n FROM bookings b WHERE ${where}`);
    const rows = await this.db.all<{
      id: string;
      order_id: string;
      order_entity_id: number;
      email: string | null;
      qty: number;
      from_ms: number;
      to_ms: number;
      plate: string | null;
      status: string;
      time_zone: string;
      listing_details: string | null;
      billing_address: string | null;
    }>(
      sql`SELECT b.id, b.order_id, b.order_entity_id, b.email, b.qty, b.from_ms, b.to_ms, b.plate, b.status, b.time_zone,
                 o.listing_details, o.billing_address
          FROM bookings b LEFT JOIN orders o ON o.entity_id = b.order_entity_id
          WHERE ${where} ORDER BY b.from_ms DESC, b.id
          LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`,
    );
    const parse = (text: string | null): Record<string, unknown> => {
      try {
        return text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        return {};
      }
    };
    return {
      total: Number(total?.n ?? 0),
      items: rows.map((row) => {
        const billing = parse(row.billing_address);
        const listing = parse(row.listing_details);
        const name = (first: unknown, last: unknown) =>
          [first, last].filter((part) => typeof part === 'string' && part !== '').join(' ');
        return {
          id: row.id,
          orderId: row.order_id,
          email: row.email,
          driver: name(listing.firstName, listing.lastName) || name(billing.firstname, billing.lastname) || null,
          plate: row.plate,
          phone:
            (typeof listing.phoneNo === 'string' && listing.phoneNo) ||
            (typeof billing.telephone === 'string' && billing.telephone) ||
            null,
          qty: Number(row.qty),
          from: new Date(Number(row.from_ms)).toISOString(),
          to: new Date(Number(row.to_ms)).toISOString(),
          timeZone: row.time_zone,
          status: row.status,
        };
      }),
    };
  }

  /**
   * Changes a spot's capacity, rates or booking rules: its catalogue document, through `CatalogRepository.update`,
   * with the audit in the same transaction; the product's change row makes every process's caches and search follow.
   * Lowering the capacity below the places already booked is refused by the next hold, never by the bookings.
   */
  async change(sku: string, body: AdminSpotChangeBody, actor: AdminActor) {
    const { id } = await this.spot(this.db, sku);
    const at = this.now();
    const keys = Object.keys(body) as (keyof AdminSpotChangeBody)[];
    const outcome = await this.catalog.update(
      this.index,
      'product',
      id,
      (source) => {
        const next: CatalogSource = { ...source };
        for (const key of keys) {
          const value = body[key];
          if (value === null) delete next[key];
          else next[key] = value;
        }
        const problems = spotAttributeProblems(next);
        if (problems.length > 0) throw new ApiError(400, problems[0]!);
        return keys.every((key) => JSON.stringify(source[key]) === JSON.stringify(next[key])) ? undefined : next;
      },
      {
        within: auditingUpdate(actor, at, (before, after) => ({
          action: 'spot.change',
          targetType: 'spot',
          targetId: sku,
          before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
          after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
        })),
      },
    );
    if (!outcome) throw new ApiError(404, `No parking spot ${sku}`);
    return this.detail(sku);
  }
}
