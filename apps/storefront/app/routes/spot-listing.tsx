import { Form, Link, useLocation } from 'react-router';
import type { Route } from './+types/spot-listing';
import { useAnnounceCartPosts, useOfflineBookingGuard } from '../features/cart';
import { loadSpotListing, spotListingAction } from '../features/cart/index.server';
import { useTranslate } from '../lib/i18n';
import { pageContext } from '../lib/page-context.server';
import { Button } from '../ui/Button';

const TITLE = 'Parking - Available Spots';

/**
 * `/spot-listing`: the bookable parking spots for a chosen period (hourly or monthly), each with its rates, the
 * places free and the price for that period, and an 'Add to cart' form that works without JavaScript (see docs/behaviour.md#cart).
 */
export async function loader({ context, url, request }: Route.LoaderArgs) {
  return loadSpotListing(pageContext({ context, url, request }), context);
}

export async function action({ context, url, request }: Route.ActionArgs) {
  return spotListingAction(pageContext({ context, url, request }), request, context);
}

export const meta: Route.MetaFunction = () => [{ title: TITLE }];

export default function SpotListing({ loaderData: listing }: Route.ComponentProps) {
  const t = useTranslate();
  const { query } = listing;
  const here = useListingHref();
  useAnnounceCartPosts([here.split('?')[0]!]);
  const refuseOffline = useOfflineBookingGuard();
  return (
    <div className="page spot-listing">
      <h1>{t(TITLE)}</h1>
      <Form method="get" className="spot-period-form">
        <fieldset className="spot-mode">
          <legend>{t('Booking')}</legend>
          {(['hourly', 'monthly'] as const).map((mode) => (
            <label key={mode} className="choice">
              <input type="radio" name="mode" value={mode} defaultChecked={query.mode === mode} />
              {t(mode === 'hourly' ? 'Hourly' : 'Monthly')}
            </label>
          ))}
        </fieldset>
        <label htmlFor="spot-start">{t('Start (UTC)')}</label>
        <input id="spot-start" className="ui-input" type="datetime-local" name="start" defaultValue={query.start} />
        <label htmlFor="spot-end">{t('End, hourly (UTC)')}</label>
        <input id="spot-end" className="ui-input" type="datetime-local" name="end" defaultValue={query.end} />
        <label htmlFor="spot-months">{t('Months, monthly')}</label>
        <input
          id="spot-months"
          className="ui-input"
          type="number"
          name="months"
          min={1}
          max={120}
          step={1}
          defaultValue={query.months}
        />
        <Button type="submit">{t('Show available spots')}</Button>
      </Form>
      {listing.periodError ? (
        <p className="spot-period-error" role="alert">
          {t(listing.periodError)}
        </p>
      ) : (
        listing.period && (
          <p className="spot-period">
            {t(query.mode === 'monthly' ? 'Monthly' : 'Hourly')}: {listing.period.from} – {listing.period.to}
          </p>
        )
      )}
      {/* Cards rather than a table: the columns do not fit a phone, and a card reads the same at any width. */}
      <ul className="spot-cards">
        {listing.spots.map((spot) => (
          <li key={spot.sku} className="spot-card" data-sku={spot.sku}>
            <h2>
              <Link to={spot.href}>{spot.name}</Link>
            </h2>
            <dl>
              {(
                [
                  ['Address', spot.address],
                  ['Intersection', spot.intersection],
                  ['Hourly', spot.hourly],
                  ['Monthly', spot.monthly],
                  ['Places', String(spot.places)],
                  ['Places free', spot.free === undefined ? '' : String(spot.free)],
                  ['Price for the period', spot.periodPrice ?? ''],
                  ['Availability', spot.available ? t('Available') : t('Booked')],
                ] as const
              )
                .filter(([, value]) => value !== '')
                .map(([label, value]) => (
                  <div key={label}>
                    <dt>{t(label)}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
            </dl>
            {spot.booking && (
              <Form method="post" className="spot-add" onSubmit={refuseOffline}>
                <input type="hidden" name="sku" value={spot.sku} />
                <input type="hidden" name="mode" value={query.mode} />
                <input type="hidden" name="from" value={listing.from} />
                <input type="hidden" name="to" value={listing.to} />
                <input type="hidden" name="price" value={spot.booking.price} />
                <input type="hidden" name="sgn" value={spot.booking.sgn} />
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
