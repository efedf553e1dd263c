import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * For loaders whose data depends on the path but not on the query (the root: locale, dictionary, flash messages):
 * a filter, sort or page change on a listing must not reload them. Any other navigation does, even one that lands on
 * the same path, because a redirect back to it (the account guard) carries a flash message.
 */
export function revalidateUnlessOnlyQueryChanged({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // Offline the root's data cannot come and has not changed: a page that renders offline (the checkout, the
  // thank-you page, a copy the worker kept) must not fail on the root's request.
  if (!formMethod && typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  const onlyQueryChanged =
    !formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return onlyQueryChanged ? false : defaultShouldRevalidate;
}

/**
 * For the layout's menu and footer, which depend only on the store view; moving to another store view is a full page
 * load (see docs/behaviour.md#store-views), so within one document only a form submission can change them.
 */
export function revalidateOnSubmission({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : false;
}
