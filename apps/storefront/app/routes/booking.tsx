import { data } from 'react-router';
import type { Route } from './+types/booking';
import { BookingPage, type ExtensionState } from '../features/bookings';
import { cancelBooking, extensionAction, readBooking } from '../features/bookings/index.server';
import { paymentButtonSettings } from '../features/checkout/index.server';
import { endpointUrl } from '../lib/endpoint-url';
import { storefrontContext } from '../lib/request-context';
import type { RouteHandle } from '../lib/route-handle';

// A booking is one shopper's: never an offline copy or a cached page (its pass is kept in IndexedDB instead).
export const handle: RouteHandle = { offline: 'never', outputCache: 'never' };

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const booking = await readBooking({ request, context }, params.bookingId, url.searchParams.get('link'));
  const { config } = context.get(storefrontContext);
  // The provider button of an extension paid online calls the API from the browser, as the checkout's does.
  const payment = {
    configUrl: paymentButtonSettings(config).configUrl,
    bookingsUrl: endpointUrl(config.api.url, '/api/ext/bookings'),
  };
  return data({ booking: booking ?? null, payment }, { status: booking ? 200 : 404 });
}

type ActionAnswer = { message: string | null; extension: ExtensionState | null };

/** The page's posts (with or without JavaScript): cancel, or an extension's quote and confirmation. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const link = new URL(request.url).searchParams.get('link');
  const form = await request.formData();
  const intent = form.get('intent');
  const shopper = { request, context };
  if (intent === 'extend-quote' || intent === 'extend') {
    const booking = await readBooking(shopper, params.bookingId, link);
    if (!booking) return data<ActionAnswer>({ message: 'Booking not found.', extension: null }, { status: 404 });
    const { status, state } = await extensionAction(shopper, booking, link, form);
    return data<ActionAnswer>({ message: null, extension: state }, { status });
  }
  if (intent !== 'cancel') return data<ActionAnswer>({ message: 'Unknown action.', extension: null }, { status: 400 });
  const reply = await cancelBooking(shopper, params.bookingId, link);
  return reply.ok
    ? ({ message: null, extension: null } satisfies ActionAnswer)
    : data<ActionAnswer>({ message: reply.message, extension: null }, { status: 409 });
}

export const meta: Route.MetaFunction = () => [
  { title: 'Your parking booking' },
  { name: 'robots', content: 'noindex' },
  // The page's address carries the booking's signed link: no other site may see it in a Referer. 'same-origin', not
  // 'no-referrer': under the latter a form post's Origin is 'null', and the router refuses it as cross-origin, so
  // the page's forms would not work without JavaScript.
  { name: 'referrer', content: 'same-origin' },
];

export default function Booking({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <BookingPage
      booking={loaderData.booking}
      message={actionData?.message ?? null}
      extension={actionData?.extension ?? null}
      payment={loaderData.payment}
    />
  );
}
