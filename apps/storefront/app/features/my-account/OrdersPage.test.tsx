// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type * as ReactRouter from 'react-router';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrdersPage } from './OrdersPage';

vi.mock('react-router', async (original) => ({
  ...(await original<typeof ReactRouter>()),
  useRouteLoaderData: () => undefined,
}));
vi.mock('../account', () => ({ useSession: () => ({ user: null, logout: vi.fn() }) }));

afterEach(cleanup);

const nav = [{ section: 'orders' as const, label: 'My orders' as const, href: '/my-account/orders' }];
const row = (number: string) => ({
  number,
  href: `/my-account/orders/${number}`,
  date: '09:05 20/11/2026',
  total: '$120.50',
  status: 'pending',
});

function renderPage(props: Partial<Parameters<typeof OrdersPage>[0]>) {
  render(
    <MemoryRouter initialEntries={['/my-account/orders?page=2']}>
      <OrdersPage nav={nav} homeHref="/" orders={[]} page={1} pageCount={1} {...props} />
    </MemoryRouter>,
  );
}

describe('the orders page', () => {
  it('lists the orders in the order given, each linking to its page', () => {
    renderPage({ orders: [row('100002'), row('100001')] });
    const links = screen.getAllByRole('link', { name: /^Order #/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/my-account/orders/100002',
      '/my-account/orders/100001',
    ]);
    expect(screen.getAllByText('$120.50')).toHaveLength(2);
    expect(screen.queryByText('You have no orders yet')).toBeNull();
    expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('aria-current')).toBe('page');
  });

  it('links the pages before and after the current one', () => {
    renderPage({ orders: [row('100021')], page: 2, pageCount: 3 });
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/my-account/orders?page=1');
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/my-account/orders?page=3');
  });

  it('says there are no orders yet and offers the shop', () => {
    renderPage({ orders: [] });
    expect(screen.getByText('You have no orders yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('says why the orders could not be read instead of claiming there are none', () => {
    renderPage({ orders: [], error: 'not authorized' });
    expect(screen.getByRole('alert').textContent).toBe('not authorized');
    expect(screen.queryByText('You have no orders yet')).toBeNull();
  });
});
