// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNotificationStore } from '@storefront/core';
import { Notifications } from './Notifications';

const router = vi.hoisted(() => ({
  location: { pathname: '/' },
  navigation: { state: 'idle' } as { state: string; location?: { pathname: string } },
}));
vi.mock('react-router', () => ({
  useRouteLoaderData: () => undefined,
  useLocation: () => router.location,
  useNavigation: () => router.navigation,
}));

afterEach(() => {
  cleanup();
  router.location = { pathname: '/' };
  router.navigation = { state: 'idle' };
});

describe('Notifications', () => {
  it('shows each notification as a toast in a polite live region, with its actions', () => {
    const store = createNotificationStore();
    const undo = vi.fn();
    render(<Notifications store={store} />);
    act(() => {
      store.add({ type: 'success', message: 'Added', hasNoTimeout: true, action1: { label: 'Undo', action: undo } });
    });
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain('Added');
    expect(region.querySelector('.ui-toast--success')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledOnce();
    expect(screen.queryByText('Added')).toBeNull();
  });

  it('closes a toast with its close button', () => {
    const store = createNotificationStore();
    render(<Notifications store={store} />);
    act(() => {
      store.add({ type: 'info', message: 'Hello', hasNoTimeout: true });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Hello')).toBeNull();
  });

  it("leaves the page's toasts behind on another page, keeping the new page's and those that outlive it", () => {
    const store = createNotificationStore();
    const view = render(<Notifications store={store} />);
    act(() => {
      store.add({ type: 'success', message: 'Product has been added to the cart!' });
      store.add({ type: 'info', message: 'Order waiting!', hasNoTimeout: true, outlivesPage: true });
    });
    router.navigation = { state: 'loading', location: { pathname: '/c/jackets' } };
    view.rerender(<Notifications store={store} />);
    act(() => {
      store.add({ type: 'warning', message: 'Said while on the way' });
    });
    router.navigation = { state: 'idle' };
    router.location = { pathname: '/c/jackets' };
    view.rerender(<Notifications store={store} />);
    expect(store.getSnapshot().map((entry) => entry.message)).toEqual(['Order waiting!', 'Said while on the way']);
    // A query change is the same page.
    router.location = { pathname: '/c/jackets' };
    view.rerender(<Notifications store={store} />);
    expect(store.getSnapshot()).toHaveLength(2);
  });
});
