import { Form, Link } from 'react-router';
import { translateBookingMessage, type BookingField } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { useAnnounceCartPosts } from './cart-page-announce';
import type { SpotBookingView } from './spot-booking-view';
import { SECOND_PLACE_QUESTION, SPOT_ALREADY_IN_CART } from './spot-labels';
import { useOfflineBookingGuard } from './use-offline-booking-guard';
import { bookingSearchParams } from './spot-period';
import { SpotPeriodFields } from './SpotPeriodFields';
import { useSpotBooking } from './use-spot-booking';
import './spot-booking.css';

/**
 * A spot's booking on its own page: its rates, the period on the spot's clock (only the fields of the chosen mode),
 * its availability and price as the period is typed, and Add to cart. Without JavaScript the same form posts, and
 * 'Check availability' asks the page again with the period (the server answers it); the mode's fields follow the
 * chosen radio through CSS alone.
 */
export default function SpotBookingForm({ view, returnPath }: { view: SpotBookingView; returnPath: string }) {
  const t = useTranslate(translateBookingMessage);
  const { inputs, quote, checking, live, setField } = useSpotBooking(view);
  const refuseOffline = useOfflineBookingGuard();
  useAnnounceCartPosts([view.action]);
  const error = (name: BookingField) => (quote.errors[name] ? t(quote.errors[name]) : undefined);
  const field = (name: BookingField) => ({
    value: inputs[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => setField(name, event.currentTarget.value),
    error: error(name),
  });
  // The listing for the period as typed now, opened on this spot.
  const [listingPath, rest = ''] = view.listingHref.split('?');
  const listingParams = bookingSearchParams(inputs);
  listingParams.set('spot', view.sku);
  const listingHref = `${listingPath}?${listingParams.toString()}${rest.includes('#') ? `#${rest.split('#')[1]}` : ''}`;
  return (
    <section className="spot-booking" aria-labelledby="spot-booking-title">
      <p className="spot-rates">
        <span className="spot-rate" data-testid="spot-rate-hourly">
          {t('{price} / hour', { price: view.hourlyRate ?? '' })}
        </span>
        {view.monthlyRate && (
          <span className="spot-rate" data-testid="spot-rate-monthly">
            {t('{price} / month', { price: view.monthlyRate })}
          </span>
        )}
      </p>
      {view.taxRatePercent > 0 && (
        <p className="product-price-tax">{t('excl. {rate}% tax', { rate: String(view.taxRatePercent) })}</p>
      )}
      <Form
        method="post"
        action={view.action}
        className="spot-booking-form"
        data-time-zone={view.timeZone}
        data-mode={inputs.mode}
        noValidate
        onSubmit={refuseOffline}
      >
        <h2 id="spot-booking-title">{t('Book this spot')}</h2>
        <input type="hidden" name="intent" value="book" />
        <input type="hidden" name="sku" value={view.sku} />
        <input type="hidden" name="return" value={returnPath} />
        <SpotPeriodFields
          mode={inputs.mode}
          modes={view.monthlyRate ? ['hourly', 'monthly'] : ['hourly']}
          zoneName={view.zoneName}
          field={field}
          onMode={(mode) => setField('mode', mode)}
        />
        <div className="spot-quote" aria-live="polite" aria-busy={checking} data-testid="spot-quote">
          {quote.period && <p className="spot-quote-period">{quote.period}</p>}
          {quote.available && quote.free !== undefined && quote.places !== undefined && (
            <p className="spot-quote-free">
              <Icon name="check" />
              {t('{free} of {places} places free', { free: String(quote.free), places: String(quote.places) })}
            </p>
          )}
          {quote.available && quote.price && (
            <p className="spot-quote-price">{t('Price for this period: {price}', { price: quote.price })}</p>
          )}
          {quote.formError && (
            <p className="spot-quote-error" role="alert">
              {t(quote.formError)}
            </p>
          )}
        </div>
        {view.askAnother && (
          <div className="spot-another" role="group" aria-labelledby="spot-another-text">
            <p id="spot-another-text">
              {t(SPOT_ALREADY_IN_CART)} {t(SECOND_PLACE_QUESTION)}
            </p>
            <Button type="submit" name="another" value="1">
              {t('Book another place')}
            </Button>
          </div>
        )}
        <div className="spot-actions">
          {/* Without a script nothing checks as the shopper types: this asks the page again for the period. */}
          {!live && (
            <Button type="submit" formMethod="get" formAction={returnPath} formNoValidate>
              {t('Check availability')}
            </Button>
          )}
          <Button type="submit" variant="primary" className="add-to-cart">
            <Icon name="cart" />
            {t('Add to cart')}
          </Button>
        </div>
        <Link className="spot-all" to={listingHref}>
          {t('See all spots for this period')}
        </Link>
      </Form>
    </section>
  );
}
