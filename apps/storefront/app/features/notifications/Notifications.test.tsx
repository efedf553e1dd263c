// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNotificationStore } from '@storefront/core';
import { Notifications } from './Notifications';

vi.mock('react-router', () => ({ useRouteLoaderData: () => undefined }));

afterEach(cleanup);

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
});
