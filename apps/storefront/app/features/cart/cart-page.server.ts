import {
  decodeHtmlEntities,
  bookingLabels,
  localizedRoute,
  productImageUrl,
  roundPrice,
  type ProductDocument,
} from '@storefront/core';
import type { RouterContextProvider } from 'react-router';
import { storeMoney } from '../../lib/money';
import type { PageContext } from '../../lib/page-context.server';
import type { CartLineView, CartPageView } from './cart-page-view';
import type { PulledCartItem } from './cart-api';
import { findServerCart, pullCart } from './cart-api.server';
import { bookingPeriodView } from './booking-period-view';
import { spotTimeZone } from './spot-time-zone';

interface TotalsItem {
  item_id?: number | string;
  price?: number;
  row_total?: number;
  options?: string;
  name?: string;
}

interface Totals {
  items?: TotalsItem[];
  total_segments?: Array<{ code?: string; title?: string; value?: number }>;
  coupon_code?: string | null;
}

/**
 * The server cart as the cart page and the checkout show it: `pull` for the lines and their bookings, `totals` for
 * the prices, segments and coupon, and the catalogue for the images. `remove` names a line awaiting confirmation.
 */
export async function loadCartPage(
  page: PageContext,
  request: Request,
  context: Readonly<RouterContextProvider>,
  remove?: string | null,
): Promise<CartPageView> {
  const cart = await findServerCart(request, context, { create: false, storeCode: page.storeCode });
  const items = await pullCart(cart);
  const totalsReply = items.length > 0 && cart ? await cart.api.totals() : undefined;
  const totals: Totals =
    totalsReply?.code === 200 && typeof totalsReply.result === 'object' && totalsReply.result !== null
      ? (totalsReply.result as Totals)
      : {};
  const products = await productsBySku(page, items);
  const money = storeMoney(page.storeView);
  const lines = items.map((item) => lineView(page, item, totals, products.get(item.sku), money));
  const route = (path: string) => localizedRoute(path, page.storeCode, page.stores);
  return {
    lines,
    segments: (totals.total_segments ?? [])
      .filter((segment) => typeof segment.code === 'string' && typeof segment.value === 'number')
      .map((segment) => ({ code: segment.code!, title: segment.title ?? segment.code!, value: money(segment.value!) })),
    ...(totals.coupon_code ? { coupon: totals.coupon_code } : {}),
    ...(remove ? { confirmRemove: lines.find((line) => line.itemId === remove) } : {}),
    cartHref: route('/cart'),
    checkoutHref: route('/checkout'),
    homeHref: route('/'),
  };
}

function lineView(
  page: PageContext,
  item: PulledCartItem,
  totals: Totals,
  product: ProductDocument | undefined,
  money: (value: number) => string,
): CartLineView {
  const itemTotals = totals.items?.find((candidate) => String(candidate.item_id) === String(item.item_id));
  // Before tax, as the product page showed it: the tax is a row of the totals (docs/behaviour.md#prices-and-taxes).
  const unit = itemTotals?.price ?? Number(item.price ?? 0);
  const { width, height } = page.config.products.thumbnails;
  const line: CartLineView = {
    itemId: String(item.item_id),
    sku: item.sku,
    // Catalogue names arrive HTML-encoded, as Magento exports them (see lib/catalog-client.ts).
    name: decodeHtmlEntities(String(itemTotals?.name ?? item.name ?? product?.name ?? item.sku)),
    imageUrl: productImageUrl(product?.image as string | undefined, { width, height }, page.config.images),
    // The period shows in the store's date format below; the API's own booking labels carry raw ISO instants.
    options: parseOptions(itemTotals?.options).filter((option) => !BOOKING_LABELS.has(option.label)),
    price: money(unit),
    qty: item.qty,
    rowTotal: money(itemTotals?.row_total ?? roundPrice(unit * item.qty)),
  };
  const period = bookingPeriodView(
    {
      ...item,
      ...(item.extension_attributes?.hold_expires_at && { hold_expires_at: item.extension_attributes.hold_expires_at }),
    },
    spotTimeZone(product, page.storeView),
    page.storeView.i18n.defaultLocale,
    Date.now(),
  );
  if (period) line.period = period;
  return line;
}

const BOOKING_LABELS = new Set(bookingLabels({ book_from: 'from', book_to: 'to' }).map((label) => label.label));

/** Magento's `options` is a JSON string of `[{label, value}]`; anything else shows no options. */
function parseOptions(raw: string | undefined): Array<{ label: string; value: string }> {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((option: unknown) => {
      const { label, value } = (option ?? {}) as { label?: unknown; value?: unknown };
      return typeof label === 'string' && (typeof value === 'string' || typeof value === 'number')
        ? [{ label, value: String(value) }]
        : [];
    });
  } catch {
    return [];
  }
}

/** The lines' products (a configured line's sku is its child's, so children are matched too), for the images. */
async function productsBySku(page: PageContext, items: readonly PulledCartItem[]) {
  const found = new Map<string, ProductDocument>();
  const skus = [...new Set(items.map((item) => item.sku))];
  if (skus.length === 0) return found;
  const { items: products } = await page.catalog.products(
    { filters: [{ attribute: 'sku', value: skus }] },
    { size: skus.length, includeFields: ['sku', 'name', 'image', 'type_id', 'time_zone'] },
  );
  for (const product of products) found.set(product.sku, product);
  return found;
}
