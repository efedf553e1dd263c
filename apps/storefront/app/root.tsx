import { useEffect, useState } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import { createNotificationStore, dictionaryFor, OFFLINE_COPY_HEADER, type Notification } from '@storefront/core';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { accountSettings } from './features/account/index.server';
import { SessionProvider, useSession } from './features/account';
import { cartClientSettings } from './features/cart/index.server';
import { orderSettings } from './features/checkout/index.server';
import { ErrorPage, useRememberShopFrame } from './features/layout';
import { WishlistSyncMount } from './features/lists';
import {
  OfflineBadge,
  OfflineErrorGate,
  OfflineRedirectNotice,
  OrderRoutesDiscovery,
  useGoingOnline,
} from './features/offline';
import { Notifications, NoScriptNotifications } from './features/notifications';
import { readFlash } from './lib/flash.server';
import { markHydrated } from './lib/hydration';
import { NotificationsContext } from './lib/notifications-context';
import { pageContext } from './lib/page-context.server';
import { revalidateUnlessOnlyQueryChanged } from './lib/revalidation';
import { useReloadOnCustomerChange } from './lib/use-reload-on-customer-change';
import { readSession, sessionData } from './lib/session.server';
import { shopSettings } from './lib/shop-settings.server';
import { usesScripts } from './lib/route-handle';
import { ServiceWorkerMount } from './lib/service-worker/ServiceWorkerMount';
import { workerSettings } from './lib/service-worker/worker-settings.server';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const page = pageContext({ context, url });
  const locale = page.storeView.i18n.defaultLocale;
  // The service worker's anonymous copy for offline use: no session (the page keeps the stored one) and no flash.
  const offlineCopy = request.headers.get(OFFLINE_COPY_HEADER) === '1';
  const flash: ReturnType<typeof readFlash> = offlineCopy ? { notifications: [] } : readFlash(request);
  const session = offlineCopy ? undefined : sessionData(await readSession(request, context));
  return data(
    {
      locale,
      dictionary: dictionaryFor(locale),
      notifications: flash.notifications,
      shop: shopSettings(page, cartClientSettings(page)),
      session,
      account: accountSettings(page),
      orders: orderSettings(page),
      offlineCopy,
      serviceWorker: workerSettings(page.config),
    },
    flash.clear ? { headers: { 'Set-Cookie': flash.clear } } : undefined,
  );
}

// Offline the root's data (locale, session, settings) cannot change and cannot be fetched (the rule keeps it then).
export const shouldRevalidate = revalidateUnlessOnlyQueryChanged;

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export function Layout({ children }: { children: React.ReactNode }) {
  const matches = useMatches();
  // `/no-js.html` and AMP pages ship no script at all, not even the router's.
  const scripts = matches.every((match) => usesScripts(match.handle));
  const locale = (matches[0]?.data as { locale?: string } | undefined)?.locale ?? 'en-US';
  return (
    <html lang={locale.split('-')[0]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f3a5f" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Meta />
        <Links />
        {/* Controls that only scripts can work (the wishlist, kept in the browser) are hidden without them. */}
        <noscript>
          <style>{'.js-only{display:none!important}'}</style>
        </noscript>
      </head>
      <body>
        {children}
        {scripts && <ScrollRestoration />}
        {scripts && <Scripts />}
      </body>
    </html>
  );
}

type RootData = Route.ComponentProps['loaderData'];

/** Notifications and the session around a page: the same for a page and for the error page that replaces it. */
function ShopProviders({ data: root, children }: { data: RootData; children: React.ReactNode }) {
  const [store] = useState(() => createNotificationStore());
  useEffect(() => {
    for (const notification of root.notifications as Notification[]) store.add(notification);
  }, [root.notifications, store]);
  return (
    <NotificationsContext.Provider value={store}>
      <SessionProvider server={root.session} settings={root.account}>
        {children}
      </SessionProvider>
      <Notifications store={store} />
      <OfflineBadge />
      <OfflineRedirectNotice />
      <NoScriptNotifications notifications={root.notifications as Notification[]} />
    </NotificationsContext.Provider>
  );
}

/** What follows the customer's session: the wishlist on the server, and prices of the customer's group. */
function SessionFollowers({ priceTiers, orders }: { priceTiers: boolean; orders: RootData['orders'] }) {
  useReloadOnCustomerChange(priceTiers, useSession().user?.id ?? null);
  useGoingOnline(orders);
  return (
    <>
      <WishlistSyncMount />
      <OrderRoutesDiscovery settings={orders} />
    </>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useEffect(markHydrated, []);
  useRememberShopFrame();
  return (
    <ShopProviders data={loaderData}>
      <Outlet />
      <SessionFollowers priceTiers={loaderData.shop.usePriceTiers} orders={loaderData.orders} />
      <ServiceWorkerMount settings={loaderData.serviceWorker} />
    </ShopProviders>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A loader's thrown 404 (unknown product, category or CMS page) or any failure: the shopper's page, not the cause.
  const status = isRouteErrorResponse(error) && error.status === 404 ? 404 : 500;
  // The header needs the session; when the root loader itself failed there is none, and the page goes without it.
  const root = useRouteLoaderData<RootData>('root');
  // Offline, a page whose data cannot be loaded leads home instead (see docs/behaviour.md#pages-not-available-offline); nothing to draw meanwhile.
  return (
    <OfflineErrorGate error={error}>
      {root ? (
        <ShopProviders data={root}>
          <ErrorPage status={status} />
        </ShopProviders>
      ) : (
        <ErrorPage status={status} chrome={false} />
      )}
    </OfflineErrorGate>
  );
}
