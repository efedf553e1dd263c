import type { Route } from './+types/my-account-shipping-details';
import { accountPage } from '../features/my-account/index.server';
import { ShippingDetailsPage } from '../features/my-account';
import type { RouteHandle } from '../lib/route-handle';

export const handle: RouteHandle = { offline: 'never' };

export async function loader(args: Route.LoaderArgs) {
  const { page, nav, homeHref } = await accountPage(args);
  return {
    nav,
    homeHref,
    defaultCountry: page.storeView.tax.defaultCountry,
    allowModification: page.config.users.allowModification,
    placesApiKey: page.config.checkout.placesAutocomplete.apiKey,
  };
}

export const meta: Route.MetaFunction = () => [
  { title: 'My shipping details' },
  { name: 'robots', content: 'noindex' },
];

export default function MyShippingDetails({ loaderData }: Route.ComponentProps) {
  return <ShippingDetailsPage {...loaderData} />;
}
