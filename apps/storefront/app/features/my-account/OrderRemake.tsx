import { addCartLine, type CartItem } from '@storefront/core';
import { useState, type FormEvent } from 'react';
import { Form, Link } from 'react-router';
import { useTranslate } from '../../lib/i18n';
import { useShopSettings } from '../../lib/shop-settings';
import { useUiState } from '../../lib/use-ui-state';
import { Button } from '../../ui/Button';
import { useSessionController } from '../account';
import { loadCartRuntime } from '../cart';

export interface OrderRemakeProps {
  lines: CartItem[];
  /** Names of the booked lines, which the spot listing books anew. */
  skipped: string[];
  spotListingHref: string;
}

/**
 * 'Remake order': the order's plain lines go back into the cart and the microcart opens. Without the script the form
 * posts and the server adds them (then shows the cart page). Booked lines are named with the way to book them again.
 */
export function OrderRemake({ lines, skipped, spotListingHref }: OrderRemakeProps) {
  const t = useTranslate();
  const controller = useSessionController();
  const shop = useShopSettings();
  const [ui, uiState] = useUiState();
  const [busy, setBusy] = useState(false);
  const [remade, setRemade] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      // The cart code is loaded on demand, as the product page's add does.
      const { startCart, commitAdd, getCartSnapshot } = await loadCartRuntime();
      await startCart(controller, shop.cart);
      const items = lines.reduce<CartItem[]>(addCartLine, [...getCartSnapshot().items]);
      if (lines.length > 0) await commitAdd(items, lines);
      setRemade(true);
      if (lines.length > 0 && !ui.microcart) uiState.toggleMicrocart();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="order-remake">
      <Form method="post" onSubmit={(event) => void onSubmit(event)}>
        <input type="hidden" name="intent" value="remake" />
        <Button type="submit" variant="primary" disabled={busy}>
          {t('Remake order')}
        </Button>
      </Form>
      {remade && skipped.length > 0 && (
        <div role="status" className="order-remake-skipped">
          {skipped.map((name) => (
            <p key={name}>
              {t('{name} is a booking and was not added again: choose a new period on the spot listing.', { name })}
            </p>
          ))}
          <Link to={spotListingHref}>{t('Show available spots')}</Link>
        </div>
      )}
    </div>
  );
}
