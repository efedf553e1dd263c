import { useEffect, useRef, useState } from 'react';
import { useTranslate } from '../../../lib/i18n';
import { useTaskQueue } from '../../account';
import { createPaymentFlow, translateApiMessage, type PaymentCall } from './payment-flow';
import type { PaymentProviderButtonProps } from './provider-button-props';
import { fetchProviderScriptSrc } from './provider-config';
import { loadProviderScript } from './provider-script';

// The config is public and changes with the API's deployment, never per shopper: no cookies, no cache.
const fetchJson = (url: string) =>
  fetch(url, { headers: { accept: 'application/json' }, credentials: 'omit', cache: 'no-store' }).then(
    (response) => response.json() as Promise<unknown>,
  );

const LOAD_FAILED = 'The payment button could not be loaded. Please choose another payment method or try again later.';

/** The provider's own button (PayPal SDK or the fake provider), rendered into this component's element. */
export default function ProviderButtons(props: PaymentProviderButtonProps) {
  const t = useTranslate();
  const queue = useTaskQueue();
  const host = useRef<HTMLDivElement>(null);
  // The provider's buttons are set up once; their callbacks read the newest props (the order as it is now).
  const latest = useRef({ props, t });
  useEffect(() => {
    latest.current = { props, t };
  });
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const { configUrl } = props.settings;
  const { create, execute, complete } = props.settings.endpoints;

  useEffect(() => {
    let cancelled = false;
    const call: PaymentCall = async (url, body) => {
      const task = await queue.execute({
        url,
        payload: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
        silent: true,
      });
      return { code: task.resultCode ?? 0, result: task.result };
    };
    const flow = createPaymentFlow({
      endpoints: { create, execute, complete },
      call,
      buildOrder: () => latest.current.props.buildOrder(),
      onPlaced: (confirmation, orderId) => latest.current.props.onPlaced(confirmation, orderId),
      onMessage: (message) => latest.current.props.onMessage(translateApiMessage(message, latest.current.t)),
      isDisabled: () => latest.current.props.disabled === true,
    });
    let buttons: { close?: () => unknown } | undefined;
    fetchProviderScriptSrc(configUrl, window.location.href, fetchJson)
      .then(loadProviderScript)
      .then(async (sdk) => {
        if (cancelled || !host.current) return;
        host.current.replaceChildren();
        const rendered = sdk.Buttons({
          createOrder: flow.createOrder,
          onApprove: flow.onApprove,
          onCancel: flow.onCancel,
          onError: flow.onError,
          style: { label: 'paypal', layout: 'horizontal', tagline: false },
        });
        buttons = rendered;
        await rendered.render(host.current);
        if (!cancelled) setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      void buttons?.close?.();
    };
  }, [queue, configUrl, create, execute, complete]);

  return (
    <div className="payment-provider-button" role="group" aria-label={t('Pay with Paypal')}>
      {state === 'loading' && <p role="status">{t('Loading the payment button...')}</p>}
      {state === 'failed' && <p role="alert">{t(LOAD_FAILED)}</p>}
      <div ref={host} inert={props.disabled === true} aria-disabled={props.disabled === true || undefined} />
    </div>
  );
}
