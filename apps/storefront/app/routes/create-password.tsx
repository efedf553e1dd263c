import type { Route } from './+types/create-password';
import { CreatePasswordPage } from '../features/account';
import { createPasswordAction } from '../features/account/index.server';
import { pageContext } from '../lib/page-context.server';
import '../features/account/signup/signup.css';
import type { RouteHandle } from '../lib/route-handle';

export const handle: RouteHandle = { offline: 'never' };

/** `/create-password?email=&token=`: the page of the e-mailed password-reset link. */
export function loader({ context, url }: Route.LoaderArgs) {
  const page = pageContext({ context, url });
  return { email: page.url.searchParams.get('email') ?? '', resetToken: page.url.searchParams.get('token') ?? '' };
}

/** The form's post without JavaScript: sets the password, logs in when configured, and goes home. */
export function action({ request, context, url }: Route.ActionArgs) {
  return createPasswordAction({ request, context, page: pageContext({ context, url }) });
}

export const meta: Route.MetaFunction = () => [{ title: 'Set a new password' }, { name: 'robots', content: 'noindex' }];

export default function CreatePassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CreatePasswordPage email={loaderData.email} resetToken={loaderData.resetToken} refusal={actionData?.message} />
  );
}
