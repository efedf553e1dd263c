import { Form, Link, useLocation } from 'react-router';
import { SPOT_ORDERS, translateBookingMessage, type BookingField } from '@storefront/core';
import type { Route } from './+types/spot-listing';
import { SpotPeriodFields, useAnnounceCartPosts, useOfflineBookingGuard } from '../features/cart';
import { loadSpotListing, spotListingAction } from '../features/cart/index.server';
import { useTranslate } from '../lib/i18n';
import { pageContext } from '../lib/page-context.server';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';

const TITLE = 'Parking - Available Spots';

const ORDER_LABELS = { name: 'Name', price: 'Price, lowest first', area: 'Area' } as const;

/**
 * `/spot-listing`: the bookable parking spots for a chosen period (hourly or monthly, on the shop's local clock),
 * each with its rates, whether a place is free and the price for that period, and an 'Add to cart' form that works
 * without JavaScript (see docs/behaviour.md#parking-spots). The period, the filter and the order live in the URL.
 */
export async function loader({ context, url, request }: Route.LoaderArgs) {
  return loadSpotListing(pageContext({ context, url, request }), context);
}

export async function action({ context, url, request }: Route.ActionArgs) {
  return spotListingAction(pageContext({ context, url, request }), request, context);
}

export const meta: Route.MetaFunction = () => [{ title: TITLE }];

export default function SpotListing({ loaderData: listing }: Route.ComponentProps) {
  const t = useTranslate(translateBookingMessage);
  const { inputs } = listing;
  const here = useListingHref();
  useAnnounceCartPosts([here.split('?')[0]!]);
  const refuseOffline = useOfflineBookingGuard();
  const chosen = listing.spots.find((spot) => spot.chosen);
  const error = (name: BookingField) => (listing.errors[name] ? t(listing.errors[name]) : undefined);
  // Uncontrolled fields keyed by the URL: a new answer (back, reload, another period) shows its own values.
  const key = here;
  return (
    <div className="page spot-listing">
      <h1>{t(TITLE)}</h1>
      <Form method="get" className="spot-period-form" key={key} data-time-zone={listing.timeZone} noValidate>
        {chosen && <input type="hidden" name="spot" value={chosen.sku} />}
        <SpotPeriodFields
          mode={inputs.mode}
          modes={['hourly', 'monthly']}
          zoneName={listing.zoneName}
          field={(name) => ({ defaultValue: inputs[name], error: error(name) })}
        />
        {listing.formError && (
          <p className="spot-period-error" role="alert">
            {t(listing.formError)}
          </p>
        )}
        <div className="spot-list-controls">
          <label className="choice">
            <input type="checkbox" name="free" value="1" defaultChecked={listing.onlyFree} />
            {t('Only spots free for this period')}
          </label>
          <label htmlFor="spot-order">{t('Order by')}</label>
          <select id="spot-order" name="order" className="ui-input" defaultValue={listing.order}>
            {SPOT_ORDERS.map((order) => (
              <option key={order} value={order}>
                {t(ORDER_LABELS[order])}
              </option>
            ))}
          </select>
          <Button type="submit">{t('Show available spots')}</Button>
        </div>
      </Form>
      {listing.period && (
        <p className="spot-period">
          {t(inputs.mode === 'monthly' ? 'Monthly' : 'Hourly')}: {listing.period}
        </p>
      )}
      <p className="spot-count">
        {t('{shown} of {total} spots', { shown: String(listing.spots.length), total: String(listing.total) })}
      </p>
      {/* Cards rather than a table: the columns do not fit a phone, and a card reads the same at any width. */}
      <ul className="spot-cards">
        {listing.spots.map((spot) => (
          <li
            key={spot.sku}
            id={spot.anchor}
            className={spot.chosen ? 'spot-card spot-card--chosen' : 'spot-card'}
            data-sku={spot.sku}
            aria-current={spot.chosen || undefined}
          >
            <h2>
              <Link to={spot.href}>{spot.name}</Link>
            </h2>
            {spot.chosen && <p className="spot-card-mark">{t('The spot you came from')}</p>}
            <p className="spot-card-where">
              {spot.address}
              {spot.intersection && <span className="spot-card-cross"> · {spot.intersection}</span>}
            </p>
            <p className="spot-card-rates">
              {t('{price} / hour', { price: spot.hourly })}
              {spot.monthly && <> · {t('{price} / month', { price: spot.monthly })}</>}
            </p>
            {spot.availability !== 'unknown' && (
              <p className={`spot-card-status spot-card-status--${spot.availability}`} data-testid="spot-status">
                <Icon name={spot.availability === 'available' ? 'check' : 'close'} />
                <span className="spot-card-status-label">
                  {spot.availability === 'available' ? t('Available') : t(spot.problem ?? 'Booked')}
                </span>
                {spot.availability === 'available' && spot.free !== undefined && (
                  <span className="spot-card-free">
                    {t('{free} of {places} places free', { free: String(spot.free), places: String(spot.places) })}
                  </span>
                )}
              </p>
            )}
            {spot.booking && (
              <Form method="post" className="spot-add" onSubmit={refuseOffline}>
                {spot.periodPrice && (
                  <p className="spot-card-price">{t('Price for this period: {price}', { price: spot.periodPrice })}</p>
                )}
                <input type="hidden" name="sku" value={spot.sku} />
                <input type="hidden" name="mode" value={inputs.mode} />
                <input type="hidden" name="date" value={inputs.date} />
                <input type="hidden" name="start" value={inputs.start} />
                <input type="hidden" name="end" value={inputs.end} />
                <input type="hidden" name="months" value={inputs.months} />
                <input type="hidden" name="from" value={listing.from} />
                <input type="hidden" name="to" value={listing.to} />
                <input type="hidden" name="price" value={spot.booking.price} />
                <input type="hidden" name="sgn" value={spot.booking.sgn} />
                {listing.onlyFree && <input type="hidden" name="free" value="1" />}
                <input type="hidden" name="order" value={listing.order} />
                <input type="hidden" name="return" value={here} />
                <Button type="submit" variant="primary" aria-label={`${t('Add to cart')}: ${spot.name}`}>
                  {t('Add to cart')}
                </Button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The listing's own URL with the chosen period, for going back to it after adding. */
function useListingHref(): string {
  const location = useLocation();
  return location.pathname + location.search;
}
