import { useCallback, useEffect, useRef } from 'react';
import {
  bookingViewSchema,
  extensionPaymentSchema,
  PAYMENT_BUTTON_LOAD_FAILED,
  readEnvelope,
  type BookingView,
  type ExtendBookingBody,
} from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import { ProviderButtonsHost, type ProviderCallbacks } from '../../ui/ProviderButtonsHost';

export interface ExtensionPayButtonProps {
  /** The API's provider config (`GET /api/ext/paypal/config`): which script to load. */
  configUrl: string;
  /** `POST /api/ext/bookings/{id}/extend?link=…` on the API. */
  extendUrl: string;
  /** The quoted new end. */
  to: string;
  onExtended(booking: BookingView): void;
  /** A message for the shopper, in English (the caller translates it). */
  onMessage(message: string): void;
}

const FAILED = 'The payment could not be completed. Please try again.';
const CANCELLED = 'The payment was cancelled. You can try again.';

/**
 * Pays a booking's extension through the provider that took the order's money: the button asks the API for the
 * provider order of the difference (its 402), the shopper approves it in the provider's window, then the same call
 * with the order's id captures it and moves the end. The API takes one extension once, however often it is asked.
 */
export default function ExtensionPayButton(props: ExtensionPayButtonProps) {
  const t = useTranslate();
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const { configUrl, extendUrl, to } = props;
  const loadSdk = useCallback(
    () => import('../checkout/payment-button/provider-sdk').then(({ loadProviderSdk }) => loadProviderSdk(configUrl)),
    [configUrl],
  );
  const createCallbacks = useCallback((): ProviderCallbacks => {
    let placing = false;
    const extend = async (body: ExtendBookingBody) => {
      const response = await fetch(extendUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        credentials: 'omit',
        cache: 'no-store',
      });
      return readEnvelope(response);
    };
    const messageOf = (result: unknown) => (typeof result === 'string' ? result : FAILED);
    return {
      async createOrder() {
        const reply = await extend({ to });
        const payment = extensionPaymentSchema.safeParse(reply.result);
        if (reply.code === 402 && payment.success) return payment.data.orderID;
        throw new Error(messageOf(reply.result));
      },
      async onApprove({ orderID }) {
        if (placing) return;
        placing = true;
        try {
          const reply = await extend({ to, orderID });
          const booking = bookingViewSchema.safeParse(reply.result);
          if (reply.code === 200 && booking.success) latest.current.onExtended(booking.data);
          else latest.current.onMessage(messageOf(reply.result));
        } catch {
          latest.current.onMessage(FAILED);
        } finally {
          placing = false;
        }
      },
      onCancel: () => latest.current.onMessage(CANCELLED),
      onError: (error) => latest.current.onMessage(error instanceof Error && error.message ? error.message : FAILED),
    };
  }, [extendUrl, to]);

  return (
    <ProviderButtonsHost
      loadSdk={loadSdk}
      createCallbacks={createCallbacks}
      labels={{
        group: t('Pay with Paypal'),
        loading: t('Loading the payment button...'),
        failed: t(PAYMENT_BUTTON_LOAD_FAILED),
      }}
    />
  );
}
