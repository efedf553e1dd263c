import type { Route } from './+types/error-page';
import { ErrorMessage } from '../features/layout';

export const meta: Route.MetaFunction = () => [{ title: 'Error' }, { name: 'robots', content: 'noindex' }];

/** `/error` in the minimal layout (see docs/behaviour.md#routes-and-urls). */
export default function ErrorRoute() {
  return <ErrorMessage title="Error" hint="Something went wrong. Try again in a few seconds." />;
}
