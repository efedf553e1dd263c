import { useRouteLoaderData } from 'react-router';
import { createTranslator } from '@storefront/core';

/** The translator of the current store view's locale (root loader data), for components. */
export function useTranslate() {
  const data = useRouteLoaderData('root') as { locale?: string } | undefined;
  return createTranslator(data?.locale ?? 'en-US').t;
}
