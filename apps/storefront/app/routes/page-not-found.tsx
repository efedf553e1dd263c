import { data } from 'react-router';
import type { Route } from './+types/page-not-found';
import { ErrorMessage } from '../features/layout';

export function loader() {
  return data({ ok: false }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: '404 Page Not Found' }, { name: 'robots', content: 'noindex' }];

/** The fallback route of docs/behaviour.md#unknown-urls; answered with status 404 so crawlers drop the URL. */
export default function PageNotFound() {
  return <ErrorMessage title="404 Page Not Found" hint="We can't find the page you are looking for." />;
}
