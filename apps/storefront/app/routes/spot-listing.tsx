import { localizedRoute, productLink, type ProductDocument } from '@storefront/core';
import type { Route } from './+types/spot-listing';
import { useTranslate } from '../lib/i18n';
import { storeMoney } from '../lib/money';
import { pageContext } from '../lib/page-context.server';

const TITLE = 'Parking - Available Spots';

/** `/spot-listing`: the bookable parking spots, each with its hourly and monthly rate (spec point 2). */
export async function loader({ context, url, request }: Route.LoaderArgs) {
  const page = pageContext({ context, url, request });
  const { items } = await page.catalog.products(
    {
      filters: [
        { attribute: 'visibility', value: [2, 3, 4] },
        { attribute: 'status', value: [1] },
        { attribute: 'hourly_rate', value: { gt: 0 } },
      ],
      sort: 'name',
    },
    { size: 200 },
  );
  const format = storeMoney(page.storeView);
  const money = (value: unknown) => format(Number(value ?? 0));
  const stores = page.stores;
  return {
    spots: items.map((spot: ProductDocument) => ({
      sku: spot.sku,
      name: spot.name,
      address: String(spot.address ?? ''),
      intersection: String(spot.intersection ?? ''),
      hourly: money(spot.hourly_rate),
      monthly: money(spot.monthly_rate),
      available: (spot.stock as { is_in_stock?: boolean } | undefined)?.is_in_stock !== false,
      href: localizedRoute(productLink(spot, page.urls).path, page.storeCode, stores),
    })),
  };
}

export const meta: Route.MetaFunction = () => [{ title: TITLE }];

export default function SpotListing({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  return (
    <div className="page spot-listing">
      <h1>{t(TITLE)}</h1>
      {/* Cards rather than a table: six columns do not fit a phone, and a card reads the same at any width. */}
      <ul className="spot-cards">
        {loaderData.spots.map((spot) => (
          <li key={spot.sku} className="spot-card">
            <h2>
              <a href={spot.href}>{spot.name}</a>
            </h2>
            <dl>
              {(
                [
                  ['Address', spot.address],
                  ['Intersection', spot.intersection],
                  ['Hourly', spot.hourly],
                  ['Monthly', spot.monthly],
                  ['Availability', spot.available ? t('Available') : t('Booked')],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <dt>{t(label)}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
