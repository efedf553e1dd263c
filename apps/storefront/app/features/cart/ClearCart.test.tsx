// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClearCart } from './ClearCart';

vi.mock('react-router', () => ({ useRouteLoaderData: () => undefined }));
const clearCart = vi.fn(async () => undefined);
vi.mock('./cart-runtime', () => ({ clearCart: () => clearCart() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const QUESTION = 'Are you sure you would like to remove all items from the shopping cart?';

function inPanel() {
  return render(
    <div role="dialog" aria-label="Cart" tabIndex={-1}>
      <ClearCart />
    </div>,
  );
}

describe("the microcart's Clear cart", () => {
  it('asks first; Cancel keeps the cart and gives the focus back to Clear cart', () => {
    inPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    expect(screen.getByText(QUESTION)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(clearCart).not.toHaveBeenCalled();
    expect(screen.queryByText(QUESTION)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Clear cart' }));
  });

  it('clears the cart on OK, with the focus kept by the panel', async () => {
    inPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
    expect(clearCart).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
  });
});
