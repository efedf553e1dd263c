import { data } from 'react-router';
import type { Route } from './+types/booking';
import { BookingPage } from '../features/bookings';
import { cancelBooking, readBooking } from '../features/bookings/index.server';
import type { RouteHandle } from '../lib/route-handle';

// A booking is one shopper's: never an offline copy or a cached page (its pass is kept in IndexedDB instead).
export const handle: RouteHandle = { offline: 'never', outputCache: 'never' };

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const booking = await readBooking({ request, context }, params.bookingId, url.searchParams.get('link'));
  return data({ booking: booking ?? null, message: null as string | null }, { status: booking ? 200 : 404 });
}

/** The cancel button's post (with or without JavaScript): cancels, then shows the booking as it now stands. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const link = new URL(request.url).searchParams.get('link');
  const form = await request.formData();
  if (form.get('intent') !== 'cancel') return data({ message: 'Unknown action.' }, { status: 400 });
  const reply = await cancelBooking({ request, context }, params.bookingId, link);
  return reply.ok ? { message: null } : data({ message: reply.message }, { status: 409 });
}

export const meta: Route.MetaFunction = () => [
  { title: 'Your parking booking' },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

export default function Booking({ loaderData, actionData }: Route.ComponentProps) {
  return <BookingPage booking={loaderData.booking} message={actionData?.message ?? null} />;
}
