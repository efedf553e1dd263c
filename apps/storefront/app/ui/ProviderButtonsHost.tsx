import { useEffect, useRef, useState } from 'react';

/** The part of PayPal's JS SDK the buttons use (the fake provider's script has the same surface). */
export interface ProviderButtonsOptions {
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }) => Promise<void>;
  onCancel: () => void;
  onError: (error: unknown) => void;
  style?: Record<string, unknown>;
}

export interface ProviderButtons {
  render(target: HTMLElement | string): Promise<void>;
  close?: () => Promise<void> | void;
}

export interface ProviderSdk {
  Buttons(options: ProviderButtonsOptions): ProviderButtons;
}

/** What one payment does when the shopper starts it, approves it, cancels it, or the provider fails. */
export type ProviderCallbacks = Omit<ProviderButtonsOptions, 'style'>;

export interface ProviderButtonsHostProps {
  /** The provider's SDK, loaded (its script, as the API's payment config names it). */
  loadSdk: () => Promise<ProviderSdk>;
  /**
   * Makes the payment's callbacks, once per set-up of the buttons. The buttons are set up anew when `loadSdk` or
   * `createCallbacks` changes, so keep both stable (`useCallback`); callbacks that need the newest props read them
   * from a ref.
   */
  createCallbacks: () => ProviderCallbacks;
  disabled?: boolean | undefined;
  /** The words: the group's name, the notice while the script loads, the alert when it cannot. */
  labels: { group: string; loading: string; failed: string };
}

/**
 * The payment provider's own buttons (PayPal's, or the fake provider's), rendered into this component's element: the
 * checkout's payment and a booking's extension both pay through them.
 */
export function ProviderButtonsHost({ loadSdk, createCallbacks, disabled, labels }: ProviderButtonsHostProps) {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    let buttons: ProviderButtons | undefined;
    const callbacks = createCallbacks();
    loadSdk()
      .then(async (sdk) => {
        if (cancelled || !host.current) return;
        host.current.replaceChildren();
        buttons = sdk.Buttons({ ...callbacks, style: { label: 'paypal', layout: 'horizontal', tagline: false } });
        await buttons.render(host.current);
        if (!cancelled) setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      void buttons?.close?.();
    };
  }, [loadSdk, createCallbacks]);

  return (
    <div className="payment-provider-button" role="group" aria-label={labels.group}>
      {state === 'loading' && <p role="status">{labels.loading}</p>}
      {state === 'failed' && <p role="alert">{labels.failed}</p>}
      <div ref={host} inert={disabled === true} aria-disabled={disabled === true || undefined} />
    </div>
  );
}
