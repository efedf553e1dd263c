// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type * as ReactRouter from 'react-router';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingView } from '../bookings';
import { MyBookingsPage } from './MyBookingsPage';

vi.mock('react-router', async (original) => ({
  ...(await original<typeof ReactRouter>()),
  useRouteLoaderData: () => undefined,
}));
vi.mock('../account', () => ({ useSession: () => ({ user: null, logout: vi.fn() }) }));

afterEach(cleanup);

const nav = [{ section: 'bookings' as const, label: 'My bookings' as const, href: '/my-account/bookings' }];
const past = {
  id: 'b1',
  orderNumber: '000000001',
  status: 'booked',
  phase: 'past',
  spot: { sku: 'SPOT-A1', name: 'Spot A1', timeZone: 'UTC' },
  from: '2026-06-03T10:00:00.000Z',
  to: '2026-06-03T12:00:00.000Z',
  period: 'Wed 3 Jun, 10:00–12:00 UTC',
  isMonthly: false,
  qty: 1,
  plate: null,
  pass: { code: '7KQ2-M9XD-4TRB', qrSvg: '<svg></svg>' },
  currency: 'USD',
  paid: 8.82,
  due: 0,
  paymentMethod: 'vsfpaypal',
  cancellation: {
    policy: { freeUntilHours: 24, keptPercent: 50, text: '' },
    cancellable: false,
    free: false,
    refund: 0,
    kept: 0,
  },
  cancelled: null,
  extendable: false,
  link: 'l',
  calendarUrl: '/c.ics',
} as unknown as BookingView;

function renderPage(props: Partial<Parameters<typeof MyBookingsPage>[0]>) {
  render(
    <MemoryRouter initialEntries={['/my-account/bookings?page=2']}>
      <MyBookingsPage nav={nav} homeHref="/" bookings={[past]} page={1} pageCount={1} error={null} {...props} />
    </MemoryRouter>,
  );
}

describe('My bookings', () => {
  it('links the pages of older and newer bookings', () => {
    renderPage({ page: 2, pageCount: 3 });
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/my-account/bookings?page=1',
    );
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/my-account/bookings?page=3');
  });

  it('shows no pager when the bookings fit one page', () => {
    renderPage({});
    expect(screen.getByText('Wed 3 Jun, 10:00–12:00 UTC')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });
});
