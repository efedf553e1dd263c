import { useCallback, useEffect, useRef } from 'react';
import { PAYMENT_BUTTON_LOAD_FAILED } from '@storefront/core';
import { useTranslate } from '../../../lib/i18n';
import { ProviderButtonsHost } from '../../../ui/ProviderButtonsHost';
import { useTaskQueue } from '../../account';
import { createPaymentFlow, translateApiMessage, type PaymentCall } from './payment-flow';
import type { PaymentProviderButtonProps } from './provider-button-props';
import { loadProviderSdk } from './provider-sdk';

/** The provider's own button (PayPal SDK or the fake provider) for the checkout: pays, then places the order. */
export default function ProviderButtons(props: PaymentProviderButtonProps) {
  const t = useTranslate();
  const queue = useTaskQueue();
  // The provider's buttons are set up once; their callbacks read the newest props (the order as it is now).
  const latest = useRef({ props, t });
  useEffect(() => {
    latest.current = { props, t };
  });
  const { configUrl } = props.settings;
  const { create, execute, complete } = props.settings.endpoints;
  const loadSdk = useCallback(() => loadProviderSdk(configUrl), [configUrl]);
  const createCallbacks = useCallback(() => {
    const call: PaymentCall = async (url, body) => {
      const task = await queue.execute({
        url,
        payload: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
        silent: true,
      });
      return { code: task.resultCode ?? 0, result: task.result };
    };
    return createPaymentFlow({
      endpoints: { create, execute, complete },
      call,
      buildOrder: () => latest.current.props.buildOrder(),
      onPlaced: (confirmation, orderId) => latest.current.props.onPlaced(confirmation, orderId),
      onMessage: (message) => latest.current.props.onMessage(translateApiMessage(message, latest.current.t)),
      isDisabled: () => latest.current.props.disabled === true,
    });
  }, [queue, create, execute, complete]);

  return (
    <ProviderButtonsHost
      loadSdk={loadSdk}
      createCallbacks={createCallbacks}
      disabled={props.disabled}
      labels={{
        group: t('Pay with Paypal'),
        loading: t('Loading the payment button...'),
        failed: t(PAYMENT_BUTTON_LOAD_FAILED),
      }}
    />
  );
}
