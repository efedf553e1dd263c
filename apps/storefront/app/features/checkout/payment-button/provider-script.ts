import type { ProviderSdk } from '../../../ui/ProviderButtonsHost';

const loading = new Map<string, Promise<ProviderSdk>>();

/** Adds the provider's script once per URL and resolves with its `window.paypal`; a failed load may be retried. */
export function loadProviderScript(url: string): Promise<ProviderSdk> {
  const known = loading.get(url);
  if (known) return known;
  const promise = new Promise<ProviderSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => {
      const sdk = (window as { paypal?: ProviderSdk }).paypal;
      if (sdk && typeof sdk.Buttons === 'function') resolve(sdk);
      else reject(new Error('The payment provider script defines no paypal.Buttons'));
    });
    script.addEventListener('error', () => reject(new Error(`The payment provider script did not load: ${url}`)));
    document.head.appendChild(script);
  });
  loading.set(url, promise);
  promise.catch(() => loading.delete(url));
  return promise;
}
