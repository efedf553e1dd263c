// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createNotificationStore } from '@storefront/core';
import { NotificationsContext } from '../../lib/notifications-context';
import type { ProductPageView } from './product-page-view';
import { settings, tank } from './test-fixtures';
import { useProductConfiguration } from './use-product-configuration';
import { variantState } from './variant-state';

function setup(childSku?: string, product = tank()) {
  const store = createNotificationStore();
  const opening = product.configurable_children!.find((c) => c.sku === (childSku ?? 'WT06-XS-Black'))!;
  const view = {
    product,
    settings,
    ...(childSku && { childSku }),
    variant: variantState(product, { color: opening.color as string, size: opening.size as string }, opening, settings),
  } as ProductPageView;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NotificationsContext.Provider value={store}>{children}</NotificationsContext.Provider>
  );
  return { store, ...renderHook(() => useProductConfiguration(view), { wrapper }) };
}

describe('useProductConfiguration', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens on the state the server worked out, and moves with the choices', async () => {
    const { result } = setup();
    expect(result.current.child?.sku).toBe('WT06-XS-Black');
    await act(() => result.current.select('color', '50'));
    expect(result.current.child?.sku).toBe('WT06-XS-Blue');
    expect(result.current.state?.configuration).toEqual({ color: '50', size: '167' });
    // The URL named no child and the setting is off: it stays.
    expect(window.location.pathname + window.location.search).toBe('/');
  });

  it('reverts a refused choice and says why', async () => {
    const product = tank();
    product.configurable_children = product.configurable_children!.map((c) =>
      c.size === '168' ? { ...c, status: 2 } : c,
    );
    const { result, store } = setup(undefined, product);
    await act(() => result.current.select('size', '168'));
    expect(result.current.child?.sku).toBe('WT06-XS-Black');
    expect(store.getSnapshot().map((n) => n.message)).toEqual([
      'No such configuration for the product. Please do choose another combination of attributes.',
    ]);
  });

  it('keeps a URL naming a child in step, without a navigation', async () => {
    window.history.replaceState(null, '', '/women/tanks/chloe-compete-tank-10.html?childSku=WT06-XS-Black');
    const { result } = setup('WT06-XS-Black');
    await act(() => result.current.select('color', '50'));
    await waitFor(() => expect(window.location.search).toBe('?childSku=WT06-XS-Blue'));
  });
});
